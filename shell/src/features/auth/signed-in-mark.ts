/** localStorage key set while a person (not an anonymous visitor) is signed in on this browser. */
export const SIGNED_IN_MARK = 'fcs.signedIn';
