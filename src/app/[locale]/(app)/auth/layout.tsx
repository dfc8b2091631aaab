import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";

/** Auth pages: the logo (home link) above one centred card. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-4 py-10 sm:justify-center">
      <header className="mb-6">
        <Logo href="/" />
      </header>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
