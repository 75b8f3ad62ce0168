import type { FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Dialog } from '@rihla/ui/dialog/dialog';
import { Modal } from '@rihla/ui/modal/modal';
import { StarRating } from '@rihla/ui/star-rating/star-rating';
import { TextArea } from '@rihla/ui/text-area/text-area';
import type { RatingModalState } from './use-rating-modal.ts';

/**
 * Stars 0–5 (the cross sets 0), a free comment and send (SPEC.md section 2). A press outside or the
 * close icon cancels and clears; the machine ignores both while the rating is being sent.
 */
export function RatingModal({ state }: { state: RatingModalState }) {
  const { actor, isOpen, isSending, error, rate, comment, canSubmit } = state;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'rating.submit' });
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && actor.send({ type: 'rating.close' })} size="sm">
      <Dialog title="تقييم الرحلة">
        <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {error && <Alert tone="error">{error}</Alert>}
          <StarRating label="عدد النجوم" value={rate} onChange={(value) => actor.send({ type: 'rating.setStars', value })} />
          <TextArea
            label="تعليقك"
            name="comment"
            value={comment}
            onChange={(value) => actor.send({ type: 'rating.setComment', value })}
            rows={4}
          />
          <Button type="submit" isDisabled={!canSubmit} isPending={isSending}>
            إرسال التقييم
          </Button>
        </form>
      </Dialog>
    </Modal>
  );
}
