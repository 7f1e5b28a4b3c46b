import { useUiText } from './ui-text';

/** MM/DD/YYYY over hh:mm:ss AM in a table cell: two short lines keep a wide list on a laptop screen. */
export function DateTimeCell({ value }: { value: string | null }) {
  const { dateTime } = useUiText();
  const text = dateTime(value);
  if (!text) return <>-</>;
  // The date is the first word in every language; the time (with its AM/PM, before or after) the rest.
  const cut = text.indexOf(' ');
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {text.slice(0, cut)}
      <br />
      {text.slice(cut + 1)}
    </span>
  );
}
