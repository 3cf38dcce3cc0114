// Tomorrow's date in Istanbul (UTC+3 all year), the horizon of the stored market.
export function istanbulTomorrow(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}
