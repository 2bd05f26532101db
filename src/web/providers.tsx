import type { ReactNode } from "react";
import { type QueryClient, QueryClientProvider } from "../client/query";
import { SessionProvider } from "../client/session";

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
