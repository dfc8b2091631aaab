import { cn } from "@/lib/utils";

/** The words every screen of a demo payment shows (issue 17: the demo provider says so everywhere). */
export const DEMO_PAYMENT_NOTICE = "Demo payment: no money moves";

/** The demo provider's mark on a screen about paying or a payment. */
export function DemoPaymentNotice({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <p
      className={cn(
        "w-fit rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-amber-900 text-sm",
        className,
      )}
    >
      {children ?? DEMO_PAYMENT_NOTICE}
    </p>
  );
}
