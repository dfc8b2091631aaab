import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { siteUrl } from "@/lib/site-url";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: "Rishta — trusted matchmaking for Pakistan and the UAE", template: "%s · Rishta" },
  description:
    "Rishta helps families and individuals in Pakistan and the UAE find a suitable life partner: verified profiles, proposals, and help from experienced consultants.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#9b1c3a" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
