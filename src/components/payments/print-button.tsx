"use client";

import { PrinterIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the receipt's print styles hide everything but the receipt). */
export function PrintButton() {
  const t = useTranslations("payments.receipt");
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <PrinterIcon aria-hidden="true" />
      {t("print")}
    </Button>
  );
}
