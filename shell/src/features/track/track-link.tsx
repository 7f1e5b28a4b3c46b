import { createContext, useContext, type ReactNode } from 'react';

/** How a found number links to its detail: the router's Link in the shell, a plain link in the island. */
export type TrackLink = (props: { to: string; children: ReactNode }) => ReactNode;

const TrackLinkContext = createContext<TrackLink>(({ to, children }) => <a href={to}>{children}</a>);

export const TrackLinkProvider = TrackLinkContext.Provider;
export const useTrackLink = () => useContext(TrackLinkContext);
