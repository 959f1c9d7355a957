'use client';
import { useId } from 'react';
import type { PersistChoice } from '../../core/request/persist-offer.js';
import type { ElicitationFlow } from '../flow/use-flow-view.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { quoteInMessage } from '../shared/visible-text.js';

/**
 * "Remember my answer", shown when (and only when) the request's `_meta.persist` offers a scope: the offered scopes
 * as an explicit choice, "Only this time" first and chosen until the person picks another. The choice is the
 * flow's (`choosePersist`), so an `accept` carries it; nothing here is offered on our own.
 */
export function RememberChoice({ flow }: { flow: ElicitationFlow }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const id = useId();
  const offer = flow.persistOffer;
  if (!offer) return null;
  const choices: PersistChoice[] = ['once', ...offer];
  return (
    <fieldset
      className={joinClasses(cn('fieldset'), cn('persist'))}
      aria-describedby={`${id}-hint`}
      disabled={flow.locked}
    >
      <legend className={cn('legend')}>{t('persist.legend')}</legend>
      <p id={`${id}-hint`} className={cn('hint')}>
        {quoteInMessage(t, 'persist.hint', { server: flow.serverName }, cn)}
      </p>
      <div className={cn('options')}>
        {choices.map((choice) => (
          <label key={choice} className={cn('option')}>
            <input
              className={cn('radio')}
              type="radio"
              name={`${id}-persist`}
              value={choice}
              checked={flow.persist === choice}
              onChange={() => flow.choosePersist(choice)}
            />
            {t(`persist.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The review's sentence on the choice, when the request offered one: what will be remembered, and for how long. */
export function RememberSummary({ flow }: { flow: ElicitationFlow }) {
  const cn = useClassNames();
  const { t } = useI18n();
  if (!flow.persistOffer) return null;
  return (
    <p className={cn('review-persist')} data-persist={flow.persist}>
      {quoteInMessage(t, `review.persist.${flow.persist}`, { server: flow.serverName }, cn)}
    </p>
  );
}
