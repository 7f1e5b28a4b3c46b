/*
 * What the portal uses of react-router, and only that: the module every app shares at run time as
 * 'react-router-dom' (build/mf-shared.mjs). Shared whole, react-router loads all of itself (data
 * routers, server rendering, cookies: 59 KB gzipped) on the Track page's first paint; through this
 * list the bundler keeps only these. router-exports.test.ts fails when code imports a name that is
 * missing here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
