/**
 * The app's router (decision 047, in place of React Router): history, matching, links. Imported
 * by web, games and ui, so it lives in ui.
 */
export {
  createPath,
  type Location,
  type NavigateFunction,
  type NavigationType,
  parsePath,
  type To,
} from "./history";
export { Link, type LinkProps, NavLink } from "./link";
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from "./match";
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from "./routing";
