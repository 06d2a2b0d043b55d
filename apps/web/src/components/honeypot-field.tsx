// Off screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology.
const honeypotStyle = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * The public forms' trap for bots: a "website" field no person sees. The server answers as usual when it is
 * filled, and stores and sends nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (event: { currentTarget: { value: string } }) => void }) {
  return (
    <div style={honeypotStyle} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
      </label>
    </div>
  );
}
