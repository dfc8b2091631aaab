import type { ReactNode } from "react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { NetworkNotice } from "@/components/network/network-notice";
import { Toaster } from "@/components/ui/sonner";
import { TRPCReactProvider } from "@/trpc/react";

/**
 * The signed-in screens and the auth forms: the tRPC client, React Query and the toaster live
 * here, so the public pages (the (site) group) ship none of them.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <IntlProvider group="app">
      <TRPCReactProvider>
        {children}
        <Toaster />
        <NetworkNotice />
      </TRPCReactProvider>
    </IntlProvider>
  );
}
