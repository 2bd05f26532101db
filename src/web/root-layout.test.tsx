import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, type RouteObject, useRoutes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { lazyRoute } from "../ui/lazy-route";
import { RootLayout } from "./root-layout";

function AuthLike() {
  return (
    <main>
      <input aria-label="Email" />
      <Link to="/esqueci-senha">Esqueci minha senha</Link>
    </main>
  );
}

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function ForgotLike() {
  return (
    <main>
      <h1>Esqueci minha senha</h1>
    </main>
  );
}

beforeAll(() => {
  // jsdom has no media queries; the install prompt in the layout asks one.
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
});

describe("moving to a screen whose code is still loading", () => {
  it("keeps the previous screen on view but inert, with a bar, until the next one is there", async () => {
    let arrive: (screen: typeof ForgotLike) => void = () => {};
    const routes: RouteObject[] = [
      {
        element: <RootLayout />,
        children: [
          { path: "/auth", element: <AuthLike /> },
          lazyRoute("/esqueci-senha", () => new Promise((resolve) => (arrive = resolve))),
        ],
      },
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/auth"]}>
          <Routed routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const email = screen.getByLabelText("Email");
    expect(email.closest("[inert]")).toBeNull();

    await act(async () => fireEvent.click(screen.getByText("Esqueci minha senha")));
    // The old form is still shown while the chunk loads: it must not take what is typed.
    expect(screen.getByLabelText("Email").closest("[inert]")).not.toBeNull();
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toBe(
      "Abrindo a próxima tela",
    );

    await act(async () => arrive(ForgotLike));
    expect((await screen.findByRole("heading")).textContent).toBe("Esqueci minha senha");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("heading").closest("[inert]")).toBeNull();
  });
});
