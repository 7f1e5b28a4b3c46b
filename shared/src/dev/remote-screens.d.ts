// The remote's ./screens module, aliased by the remote kit's build config for its standalone page.
declare module 'fcs-remote-screens' {
  const screens: import('../ui/remote-screens').Screens;
  export default screens;
}
