const wholeNumbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole rupees the spec's way (PKR shown as 'Rs.'): `formatRupees(2500)` is 'Rs. 2,500'. */
export function formatRupees(amount: number): string {
  return `Rs. ${wholeNumbers.format(amount)}`;
}

/** A count with thousands separators: 5000 is '5,000'. */
export function formatCount(value: number): string {
  return wholeNumbers.format(value);
}

/** A count with its noun: `formatQuantity(1, "message")` is '1 message', 2500 gives '2,500 messages'. */
export function formatQuantity(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** A plan's duration in days ('30 days'), or null for a plan without one (Free). */
export function formatPlanDuration(days: number | null | undefined): string | null {
  if (days === null || days === undefined || days <= 0) return null;
  return formatQuantity(days, "day");
}
