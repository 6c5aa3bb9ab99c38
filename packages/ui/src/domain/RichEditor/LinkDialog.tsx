import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { useUiMessages } from '../../locale';
import { linkHref } from './extensions';
import { LinkActions, LinkForm } from './RichEditor.styles';

interface LinkDialogProps {
  initialHref: string;
  /** The selection is inside a link: offer to remove it. */
  canRemove: boolean;
  /** The checked href, or null to remove the link. */
  onApply: (href: string | null) => void;
  onClose: () => void;
}

/** Asks for a link's address and refuses what the one URL rule refuses (javascript:, data:...). */
export function LinkDialog({ initialHref, canRemove, onApply, onClose }: LinkDialogProps) {
  const t = useUiMessages().richEditor;
  const [value, setValue] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.linkTitle}>
      <LinkForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const href = linkHref(value);
          if (href) onApply(href);
          else setInvalid(true);
        }}
      >
        <Input
          label={t.linkUrl}
          value={value}
          autoFocus
          inputMode="url"
          maxLength={2000}
          placeholder="https://"
          error={invalid ? t.linkInvalid : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <LinkActions>
          {canRemove && (
            <Button variant="danger" onClick={() => onApply(null)}>
              {t.linkRemove}
            </Button>
          )}
          <Button variant="primary" type="submit">
            {t.linkApply}
          </Button>
        </LinkActions>
      </LinkForm>
    </Dialog>
  );
}
