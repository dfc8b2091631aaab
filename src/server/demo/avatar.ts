import sharp from "sharp";
import type { AvatarLook } from "./generate-demo-person";

/**
 * Demo portraits: a head-and-shoulders silhouette drawn as SVG (background, skin, hair or hijab,
 * turban or ghutra, beard, clothes vary by person), rendered to PNG with sharp. No faces: these
 * stand in for members' photos and must not look like anyone real.
 */

// biome-ignore format: a palette reads better packed
const BACKGROUNDS = [
  "#e8f1ef", "#f3e9dc", "#e6ecf5", "#f5e6ea", "#ede7f6", "#e3f2e1",
  "#fdf3d8", "#e0eef4", "#f1e4dd", "#e9eef0", "#f6ece1", "#e4e9f7",
] as const;
const SKINS = ["#f1c9a5", "#e0ac85", "#c98f65", "#b07650", "#8d5a3b", "#d9a27a"] as const;
const HAIR = ["#1d1a18", "#2f241d", "#4a3426", "#5b5b5b"] as const;
// biome-ignore format: a palette reads better packed
const CLOTHES = [
  "#2f5d62", "#7b2d26", "#35477d", "#6c5b7b", "#3f6e4a", "#9c6644",
  "#374151", "#8a4f7d", "#1f6f8b", "#b5651d",
] as const;
const HIJABS = [
  "#3d3b57",
  "#6d4c41",
  "#1f3c4d",
  "#7a3b59",
  "#4e5d3c",
  "#8c7b6b",
  "#2b2b2b",
  "#5c6f8a",
] as const;

const at = <T>(list: readonly T[], index: number): T => list[Math.abs(index) % list.length] as T;

export function avatarSvg(look: AvatarLook, size = 320): string {
  const background = at(BACKGROUNDS, look.background);
  const skin = at(SKINS, look.skin);
  const hair = at(HAIR, look.hair);
  const clothes = at(CLOTHES, look.clothes);
  const parts: string[] = [
    `<rect width="200" height="200" fill="${background}"/>`,
    `<circle cx="100" cy="100" r="92" fill="#ffffff" opacity="0.35"/>`,
  ];
  const female = look.gender === "female";

  if (look.headwear === "none" && female) {
    // Long hair falls behind the shoulders.
    parts.push(`<path d="M56 92 Q56 36 100 36 Q144 36 144 92 L150 158 Q100 170 50 158 Z" fill="${hair}"/>`);
  }
  if (look.headwear === "ghutra") {
    parts.push(`<path d="M58 78 Q58 30 100 30 Q142 30 142 78 L152 168 L48 168 Z" fill="#f7f7f2"/>`);
  }
  // Shoulders and neck.
  parts.push(
    `<path d="M24 200 C26 152 58 134 100 134 C142 134 174 152 176 200 Z" fill="${clothes}"/>`,
    `<rect x="87" y="104" width="26" height="36" rx="10" fill="${skin}"/>`,
  );
  if (look.headwear === "ghutra") {
    parts.push(`<path d="M78 140 L100 176 L122 140 Z" fill="#f7f7f2"/>`);
  }
  if (look.headwear === "hijab" || look.headwear === "shayla") {
    const cloth = look.headwear === "shayla" ? "#1c1c1e" : at(HIJABS, look.clothes + look.hair);
    parts.push(
      `<path d="M58 96 Q56 34 100 34 Q144 34 142 96 L150 146 Q100 170 50 146 Z" fill="${cloth}"/>`,
      `<ellipse cx="100" cy="86" rx="27" ry="33" fill="${skin}"/>`,
    );
  } else {
    parts.push(`<ellipse cx="100" cy="80" rx="32" ry="38" fill="${skin}"/>`);
    if (look.headwear === "none") {
      parts.push(
        female
          ? `<path d="M66 82 Q62 40 100 40 Q138 40 134 82 Q128 56 100 54 Q72 56 66 82 Z" fill="${hair}"/>`
          : `<path d="M68 76 Q66 38 100 38 Q134 38 132 76 Q124 54 100 54 Q76 54 68 76 Z" fill="${hair}"/>`,
      );
    }
    if (look.headwear === "turban") {
      const turban = at(["#e07a1f", "#1f3f8a", "#f2c14e", "#c0392b", "#1e1e1e", "#ffffff"], look.clothes);
      parts.push(
        `<path d="M64 72 Q62 26 100 24 Q138 26 136 72 Q120 58 100 60 Q80 58 64 72 Z" fill="${turban}"/>`,
        `<path d="M72 62 Q100 40 128 62" stroke="#00000022" stroke-width="4" fill="none"/>`,
      );
    }
    if (look.headwear === "ghutra") {
      parts.push(
        `<path d="M66 66 Q66 36 100 36 Q134 36 134 66 Q120 56 100 56 Q80 56 66 66 Z" fill="#f7f7f2"/>`,
        `<rect x="64" y="40" width="72" height="8" rx="4" fill="#1c1c1e"/>`,
      );
    }
    if (look.beard) {
      parts.push(
        `<path d="M70 88 Q72 126 100 128 Q128 126 130 88 Q124 110 100 112 Q76 110 70 88 Z" fill="${hair}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">${parts.join("")}</svg>`;
}

/** The portrait as a PNG, as a member's upload would arrive. */
export function avatarPng(look: AvatarLook, size = 320): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(look, size)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}
