import { TEXT_LIMITS } from '@portal/api/schemas/common';
import { type FormEvent, type ReactElement, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { FormController } from '../runtime/form-controller.ts';
import { readStateOf } from '../runtime/read-state.ts';
import { FormStatus } from '../ui/form-status.tsx';
import { useWidgetCategories } from './api/book.ts';
import type { WidgetContent } from './api/widget-changes.ts';
import { categoryChoices, toggleCategory } from './widget-categories.ts';

interface WidgetFormProps {
  readonly accountId: string;
  readonly legend: string;
  readonly initial: WidgetContent;
  readonly submitLabel: string;
  readonly busyLabel: string;
  /** The request this form sends (create or update); a failure is said by `failure` and keeps what was typed. */
  readonly form: FormController<WidgetContent>;
  readonly failure: string;
  /** What a saved form says, if anything (the form stays). */
  readonly success?: string;
  readonly children?: ReactNode;
}

/**
 * A widget's title and gallery categories (GET /v1/categories), to publish a book or change its
 * widget. The title is required; categories are optional. Neither input is locked while the
 * request runs, and a failure keeps both as they were.
 */
export function WidgetForm(props: WidgetFormProps): ReactElement {
  const { accountId, legend, initial, submitLabel, busyLabel, form, failure, success } = props;
  const { t } = useTranslation();
  const id = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const categories = useWidgetCategories(accountId);
  const [title, setTitle] = useState(initial.title);
  const [chosen, setChosen] = useState<readonly string[]>(initial.categoryNames);
  const [titleMissing, setTitleMissing] = useState(false);
  const busy = form.busy;
  const choices = categoryChoices(categories.data?.categories, chosen);
  const categoriesRead = readStateOf(categories);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = title.trim();
    if (trimmed === '') {
      setTitleMissing(true);
      titleInput.current?.focus();
      return;
    }
    form.submit({ title: trimmed, categoryNames: [...chosen] });
  };

  const titleErrorId = `${id}-title-error`;
  return (
    <form className="widget-form" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset>
        <legend>{legend}</legend>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('photoBooks.widget.titleLabel')}</label>
          <input
            ref={titleInput}
            id={`${id}-title`}
            name="title"
            maxLength={TEXT_LIMITS.name}
            value={title}
            autoComplete="off"
            aria-invalid={titleMissing}
            aria-describedby={titleMissing ? titleErrorId : undefined}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              form.edited();
              if (event.currentTarget.value.trim() !== '') setTitleMissing(false);
            }}
          />
          {titleMissing ? (
            <p id={titleErrorId} className="field-error">
              {t('photoBooks.widget.titleRequired')}
            </p>
          ) : null}
        </div>
        <fieldset className="category-choices">
          <legend>
            {t('photoBooks.widget.categoriesLegend')}{' '}
            <span className="field-optional">{t('photoBooks.widget.optional')}</span>
          </legend>
          {categoriesRead.status === 'loading' ? (
            <div className="skeleton skeleton-text" aria-hidden="true" />
          ) : null}
          {choices.length > 0 ? (
            <div className="category-grid">
              {choices.map((name) => (
                <label key={name} className="category-choice">
                  <input
                    type="checkbox"
                    name="categoryNames"
                    value={name}
                    checked={chosen.includes(name)}
                    onChange={(event) => {
                      setChosen(toggleCategory(choices, chosen, name, event.currentTarget.checked));
                      form.edited();
                    }}
                  />
                  {name}
                </label>
              ))}
            </div>
          ) : null}
          {categoriesRead.status === 'failed' ? (
            <div className="inline-retry">
              <p className="inline-failure" role="alert">
                {t('photoBooks.widget.categoriesFailed')}
              </p>
              <button type="button" className="button button-text" onClick={categoriesRead.retry}>
                {t('runtime.retry')}
              </button>
            </div>
          ) : null}
        </fieldset>
      </fieldset>
      <FormStatus step={form.step} saved={success} failed={failure} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {props.children}
      </div>
    </form>
  );
}
