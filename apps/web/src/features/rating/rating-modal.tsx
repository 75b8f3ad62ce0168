import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Dialog } from '@rihla/ui/dialog/dialog';
import { Modal } from '@rihla/ui/modal/modal';
import { StarRating } from '@rihla/ui/star-rating/star-rating';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { loginPathReturningHere } from '../../lib/return-path.ts';
import type { RatingModalState } from './use-rating-modal.ts';
import { DateText } from '@rihla/ui/date-text/date-text';

/**
 * Stars 0–5 (the cross sets 0), a free comment and send (docs/product.md, "Screens and routes"), under the name and
 * dates of the trip being rated. A press outside or the close icon cancels and clears; the machine
 * ignores both while the rating is being sent. When the session expired (401) the server's message
 * shows with a sign-in button instead of send: the draft waits and reopens here afterwards.
 */
export function RatingModal({ state }: { state: RatingModalState }) {
  const { actor, isOpen, isSending, error, rate, comment, canSubmit, subject, needsSignIn } = state;
  const [, navigate] = useLocation();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'rating.submit' });
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && actor.send({ type: 'rating.close' })} size="sm">
      <Dialog title="تقييم الرحلة" aria-describedby={subject ? 'rating-subject' : undefined}>
        <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {subject && (
            <div id="rating-subject" className={subjectStyle}>
              <p className={css({ fontWeight: '700', fontSize: 'lg', overflowWrap: 'anywhere' })}>{subject.title}</p>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                من <DateText date={subject.fromDate} /> إلى <DateText date={subject.toDate} />
              </p>
            </div>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <StarRating label="عدد النجوم" value={rate} onChange={(value) => actor.send({ type: 'rating.setStars', value })} />
          <TextArea
            label="تعليقك"
            name="comment"
            description="يظهر تعليقك مع اسمك الأول على صفحة الرحلة، حتى 1000 حرف."
            maxLength={1000}
            value={comment}
            onChange={(value) => actor.send({ type: 'rating.setComment', value })}
            rows={4}
          />
          {needsSignIn ? (
            <Button onPress={() => navigate(loginPathReturningHere())}>تسجيل الدخول لإرسال التقييم</Button>
          ) : (
            <Button type="submit" isDisabled={!canSubmit} isPending={isSending}>
              إرسال التقييم
            </Button>
          )}
        </form>
      </Dialog>
    </Modal>
  );
}

const subjectStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  paddingBlock: '3',
  paddingInline: '4',
  bg: 'bg.muted',
  borderRadius: 'control',
});
