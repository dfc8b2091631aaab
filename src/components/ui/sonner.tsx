"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Sonner's rich-colour texts, darkened to reach WCAG AA contrast on their pale backgrounds. */
const accessibleColors = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 36%)",
} as CSSProperties;

export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      style={{ ...accessibleColors, ...style }}
      {...props}
    />
  );
}
