const rupees = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const counts = new Intl.NumberFormat("en-US");

/** Whole rupees the spec's way: 'Rs. 12,500'. */
export function formatRupees(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}

export function formatCount(value: number): string {
  return counts.format(value);
}
