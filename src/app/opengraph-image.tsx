import { ImageResponse } from "next/og";
import { site } from "@/content/site";
import { stats } from "@/content/stats";

/**
 * One card for both languages, in English: it is drawn with the default font, which has no
 * Nastaliq (the Urdu pages' og:image alt text is Urdu).
 */
const strapline = "Verified profiles · Consultants in Lahore and Dubai · Free legal advice";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The social sharing card, drawn at build time with the default font (no network needed). */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #fbeff2 0%, #f5dbe2 60%, #efc6d1 100%)",
        color: "#2a1517",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 36,
            background: "#9b1c3a",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <svg width="40" height="40" viewBox="0 0 24 24" fill="#ffffff" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </div>
        <div style={{ fontSize: 56, fontWeight: 700, color: "#9b1c3a" }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 980 }}>{site.tagline}</div>
        <div style={{ fontSize: 30, color: "#5b4347" }}>{strapline}</div>
      </div>
      <div style={{ display: "flex", gap: 48 }}>
        {stats.en.items.map((item) => (
          <div key={item.label} style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 48, fontWeight: 700, color: "#9b1c3a" }}>{item.value}</div>
            <div style={{ fontSize: 24, color: "#5b4347" }}>{item.label}</div>
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}
