import {
  Children,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  type History,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type To,
} from "./history";
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from "./match";

interface NavState {
  location: Location;
  type: NavigationType;
  navigate: NavigateFunction;
}

const Nav = createContext<NavState | null>(null);
const RouteLevel = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

/**
 * Renders the location of `history`. A navigation renders in a transition, so while the next
 * screen's code loads (it suspends) the previous screen stays on view (src/ui/lazy-route.tsx).
 */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, type: history.type }));
  useLayoutEffect(
    () =>
      history.listen(() =>
        startTransition(() => setState({ location: history.location, type: history.type })),
      ),
    [history],
  );
  const value = useMemo(() => ({ ...state, navigate: history.navigate }), [state, history]);
  return <Nav.Provider value={value}>{children}</Nav.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** History in memory, for tests: starts at the last of `initialEntries`. */
export function MemoryRouter(props: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(props.initialEntries));
  return <Router history={history}>{props.children}</Router>;
}

export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return <Router history={createStaticHistory(location)}>{children}</Router>;
}

function useNav(): NavState {
  const nav = useContext(Nav);
  if (!nav) throw new Error("Navigation used outside a router");
  return nav;
}

export const useLocation = (): Location => useNav().location;
/** POP for the first page, a reload, back and forward; PUSH or REPLACE for the app's own moves. */
export const useNavigationType = (): NavigationType => useNav().type;
/** `navigate(to, { replace, state })`, or `navigate(-1)` to go back; the same function always. */
export const useNavigate = (): NavigateFunction => useNav().navigate;
export const useParams = (): Params => useContext(RouteLevel).params;

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Each matched route's element, with the rest of the chain as its <Outlet />. */
function renderMatches(matches: RouteMatch[], level = 0): ReactNode {
  const match = matches[level];
  if (!match) return null;
  const outlet = renderMatches(matches, level + 1);
  return (
    <RouteLevel.Provider value={{ outlet, params: match.params }}>
      {match.route.element === undefined ? outlet : match.route.element}
    </RouteLevel.Provider>
  );
}

/** The element of the deepest route that matches, inside each matched layout's <Outlet />. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const matches = matchRoutes(routes, useLocation().pathname);
  return matches && renderMatches(matches);
}

export const Outlet = () => useContext(RouteLevel).outlet;

interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

const fromChildren = (children: ReactNode): RouteObject[] =>
  Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .map(({ props }) => ({
      path: props.path,
      element: props.element,
      children: fromChildren(props.children),
    }));

export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(fromChildren(children));
}

/** Navigates once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  const path = typeof to === "string" ? to : JSON.stringify(to);
  useEffect(() => {
    navigate(path[0] === "{" ? JSON.parse(path) : path, { replace });
  }, [navigate, path, replace]);
  return null;
}
