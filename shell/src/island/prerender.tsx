// The island's HTML, rendered at build time (shell/rspack.config.mjs puts it into index.html): the
// Track page's top bar, heading, box and button, in English, before and without any script.
import { renderToString } from 'react-dom/server';
import { TrackIsland } from './track-island';

export function islandHtml(): string {
  return renderToString(<TrackIsland />);
}
