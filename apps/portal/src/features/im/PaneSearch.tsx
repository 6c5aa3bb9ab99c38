import { Input } from '@platform/ui';
import { IM_LIMITS } from '@platform/contracts/im/constants';
import { PaneHeader } from './ImPage.styles';

/** A list's filter box (at most 50 characters, spec 1 §9), labelled by its placeholder. */
export function PaneSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <PaneHeader>
      <Input
        aria-label={label}
        placeholder={label}
        maxLength={IM_LIMITS.forwardSearch}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
      />
    </PaneHeader>
  );
}
