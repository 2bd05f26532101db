import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from ".";

/** What the app sees of where it is, and a way to move. */
function Where() {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="onde">{`${location.pathname}${location.search}${location.hash}`}</output>
      <output aria-label="como">{type}</output>
      <output aria-label="chave">{location.key}</output>
      <output aria-label="estado">{JSON.stringify(location.state)}</output>
      <button type="button" onClick={() => navigate("/b?x=1", { state: { email: "a@b.c" } })}>
        push
      </button>
      <button type="button" onClick={() => navigate("/c", { replace: true })}>
        replace
      </button>
      <button type="button" onClick={() => navigate({ hash: "#jogo" })}>
        hash
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </div>
  );
}

const text = (label: string) => screen.getByLabelText(label).textContent;
const click = (name: string) => act(async () => fireEvent.click(screen.getByText(name)));
/** Back in the browser: jsdom fires popstate after the history moves. */
const browserBack = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("popstate", () => setTimeout(resolve), { once: true });
        window.history.back();
      }),
  );

beforeEach(() => window.history.replaceState(null, "", "/a"));
afterEach(cleanup);

describe("BrowserRouter over the browser's history", () => {
  it("pushes with state, replaces, moves the hash, and gives each entry its own key", async () => {
    const before = window.history.length;
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect([text("onde"), text("como"), text("chave")]).toEqual(["/a", "POP", "default"]);

    await click("push");
    expect([text("onde"), text("como"), text("estado")]).toEqual([
      "/b?x=1",
      "PUSH",
      '{"email":"a@b.c"}',
    ]);
    expect(window.location.pathname + window.location.search).toBe("/b?x=1");
    expect(window.history.length).toBe(before + 1);
    const pushedKey = text("chave");
    expect(pushedKey).not.toBe("default");

    await click("replace");
    expect([text("onde"), text("como"), text("estado")]).toEqual(["/c", "REPLACE", "null"]);
    expect(window.history.length).toBe(before + 1);
    expect(text("chave")).not.toBe(pushedKey);

    await click("hash");
    expect(text("onde")).toBe("/c#jogo");
    expect(window.location.hash).toBe("#jogo");
  });

  it("hears the browser's back button as POP, with the entry's own key and state", async () => {
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    await click("push");
    const key = text("chave");
    await click("replace");
    await click("hash");
    await browserBack();
    expect([text("onde"), text("como"), text("estado")]).toEqual(["/c", "POP", "null"]);
    expect(text("chave")).not.toBe(key);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect([text("onde"), text("como")]).toEqual(["/a", "POP"]);
  });

  it("keeps an entry's key and state across a reload (a new router over the same entry)", async () => {
    const first = render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    await click("push");
    const key = text("chave");
    first.unmount();
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect([text("onde"), text("como"), text("chave")]).toEqual(["/b?x=1", "POP", key]);
    expect(text("estado")).toBe('{"email":"a@b.c"}');
  });
});

function Page() {
  return (
    <>
      <Where />
      <Link to="/b" state={{ from: "a" }}>
        Para B
      </Link>
      <Link to="/a">Aqui mesmo</Link>
      <Link to="/b" target="_blank">
        Nova aba
      </Link>
      <Link to="/b" download>
        Baixar
      </Link>
    </>
  );
}

describe("Link", () => {
  it("is a real link, and a plain click moves within the app with the link's state", async () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    const link = screen.getByText("Para B");
    expect(link.getAttribute("href")).toBe("/b");
    const clicked = fireEvent.click(link);
    expect(clicked).toBe(false); // the browser's own navigation was cancelled
    await act(async () => {});
    expect([text("onde"), text("como"), text("estado")]).toEqual(["/b", "PUSH", '{"from":"a"}']);
  });

  it("leaves a modified or middle click, a target and a download to the browser", async () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    const link = screen.getByText("Para B");
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])
      expect(fireEvent.click(link, init)).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText("Nova aba"))).toBe(true);
    expect(fireEvent.click(screen.getByText("Baixar"))).toBe(true);
    await act(async () => {});
    expect(text("onde")).toBe("/a");
  });

  it("to the page already shown replaces its entry instead of adding one", async () => {
    const before = window.history.length;
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    await click("Aqui mesmo");
    expect([text("onde"), text("como")]).toEqual(["/a", "REPLACE"]);
    expect(window.history.length).toBe(before);
  });

  it("NavLink marks the current page, and with `end` not the pages below it", () => {
    const nav = (at: string) =>
      render(
        <MemoryRouter initialEntries={[at]}>
          <NavLink to="/admin" end className={({ isActive }) => (isActive ? "on" : "off")}>
            Visão geral
          </NavLink>
          <NavLink to="/admin">Admin</NavLink>
        </MemoryRouter>,
      );
    const here = nav("/admin/");
    expect(screen.getByText("Visão geral").getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Visão geral").className).toBe("on");
    here.unmount();
    nav("/admin/crm");
    expect(screen.getByText("Visão geral").getAttribute("aria-current")).toBeNull();
    expect(screen.getByText("Visão geral").className).toBe("off");
    expect(screen.getByText("Admin").getAttribute("aria-current")).toBe("page");
  });
});

function Room() {
  const { code } = useParams();
  const [params] = useSearchParams();
  return <h1>{`Sala ${code} ${params.get("de") ?? ""}`}</h1>;
}

describe("Routes", () => {
  const app = (at: string) =>
    render(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            element={
              <main>
                <Outlet />
              </main>
            }
          >
            <Route path="/s/:code" element={<Room />} />
            <Route path="/s/novo" element={<h1>Nova sala</h1>} />
            <Route path="/velho" element={<Navigate to="/s/novo" replace />} />
          </Route>
          <Route path="*" element={<h1>Não encontrada</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );

  it("renders the page inside its layout, with its parameters and query", () => {
    app("/s/ABCD?de=ana");
    expect(screen.getByRole("heading").textContent).toBe("Sala ABCD ana");
    expect(screen.getByRole("heading").closest("main")).not.toBeNull();
  });

  it("prefers the static route, and falls back to the splat", () => {
    const first = app("/s/novo");
    expect(screen.getByRole("heading").textContent).toBe("Nova sala");
    first.unmount();
    app("/outra/coisa");
    expect(screen.getByRole("heading").textContent).toBe("Não encontrada");
  });

  it("a Navigate redirects, replacing the entry", async () => {
    app("/velho");
    await act(async () => {});
    expect([text("onde"), text("como")]).toEqual(["/s/novo", "REPLACE"]);
    expect(screen.getByRole("heading").textContent).toBe("Nova sala");
  });

  it("navigate(-1) in memory goes back as POP", async () => {
    app("/s/ABCD");
    await click("push");
    expect(text("onde")).toBe("/b?x=1");
    await click("back");
    expect([text("onde"), text("como")]).toEqual(["/s/ABCD", "POP"]);
  });
});

function Slow({ next }: { next: Promise<string> }) {
  return <h1>{use(next)}</h1>;
}

describe("a navigation to a screen that is still loading", () => {
  it("keeps the previous screen on view until the next one is ready", async () => {
    let arrive: (name: string) => void = () => {};
    const next = new Promise<string>((resolve) => (arrive = resolve));
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Suspense fallback={<p>Carregando</p>}>
          <Routes>
            <Route path="/a" element={<h1>Primeira</h1>} />
            <Route path="/b" element={<Slow next={next} />} />
          </Routes>
        </Suspense>
        <Link to="/b">Ir</Link>
      </MemoryRouter>,
    );
    await click("Ir");
    expect(screen.getByRole("heading").textContent).toBe("Primeira");
    expect(screen.queryByText("Carregando")).toBeNull();
    await act(async () => arrive("Segunda"));
    expect(screen.getByRole("heading").textContent).toBe("Segunda");
  });
});
