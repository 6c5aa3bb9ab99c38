import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { AddFriendDialog, type AddFriendPayload } from '@platform/ui/domain';
import type { imHelperApi } from '@platform/contracts/vcard';
import { imHelperRoutes } from '@platform/contracts/vcard/routes';
import { fromContract, routesOf } from '../../shared/api/api';
import { cardsApi, useMyCardsQuery } from './cardsApi';
import './i18n';

const im = routesOf<typeof imHelperApi>(imHelperRoutes);

/** The friend application, silent: whatever the failure, the dialog says 申请失败 (spec 1 §4, §8). */
const friendApplyApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    friendApply: build.mutation(fromContract(im.sendBusinessCard, { silent: true })),
  }),
});

export interface AddFriendHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person asked. */
  userId: string;
}

/**
 * Apply to add a friend (spec 1 §2, §5): the cards offered are the caller's valid cards, the
 * default one pre-selected and the default verification text 我是 + its organisation, post and
 * name. The application is stored by friend/sendbusinesscard; once accepted, the chat tells the
 * applicant with a friend-verify message.
 */
export default function AddFriendHost({ open, onOpenChange, userId }: AddFriendHostProps) {
  const { t } = useTranslation();
  const { data: cards = [], isSuccess } = useMyCardsQuery(undefined, { skip: !open });
  const [apply] = friendApplyApi.useFriendApplyMutation();
  const mine = cards.find((c) => c.isDefault) ?? cards[0];

  const submit = async (payload: AddFriendPayload) => {
    let sent: boolean;
    try {
      sent = await apply({ respImUserId: userId, applyAddSource: 'card', ...payload }).unwrap();
    } catch {
      sent = false;
    }
    if (!sent) {
      toast.error(t('cards.dialog.applyFailed'));
      return false;
    }
    toast.success(t('cards.dialog.applySent'));
    return true;
  };

  return (
    <AddFriendDialog
      // Opens once the cards are loaded: the form takes its default selection and text on opening.
      open={open && isSuccess}
      onOpenChange={onOpenChange}
      cards={cards.map((c) => ({ ...c, type: c.type === 1 ? 1 : 2 }))}
      defaultSelected={mine ? [mine.id] : []}
      applicant={mine && { orgName: mine.orgName, post: mine.post, name: mine.userName || mine.nickName }}
      onSubmit={submit}
    />
  );
}
