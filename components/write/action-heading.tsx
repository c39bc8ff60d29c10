/** What an action's availability says under its name: what it does, or why it cannot be done now. */
export type ActionAvailability = { available: true; hint: string } | { available: false; reason: string };

/** An action's name and, under it, what it does or why it cannot be done now. */
export function ActionHeading({ title, availability }: { title: string; availability: ActionAvailability }) {
  return (
    <div className="grid gap-0.5">
      <h3 className="text-sm font-medium">{title}</h3>
      <p className="text-sm text-muted-foreground">
        {availability.available ? availability.hint : availability.reason}
      </p>
    </div>
  );
}
