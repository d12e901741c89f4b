import type { QuickPromoteForm as QuickPromoteFormValues } from '@pinstack/core';
import { DEFAULT_TARGET_GENDERS } from '@pinstack/core';
import { QUICK_PROMOTE_AGE_BUCKETS, toggleTargeting as toggle, type QuickPromoteField } from '@pinstack/core/rules';
import type { QuickPromoteEvent, QuickPromoteFormChecks, QuickPromoteView } from '@pinstack/core/machines';
import { useEffect, useId, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import styles from './QuickPromoteModal.module.css';

/** A choice offered by the form (an interest topic, a conversion tag). */
export interface QuickPromoteChoice {
  readonly id: string;
  readonly label: string;
}

/** A conversion tag the web-conversion goal can optimise for (S1 §3 selected_ocpm_tag). */
export interface QuickPromoteConversionTag extends QuickPromoteChoice {
  readonly event: string;
}

/** Props of {@link QuickPromoteForm}. */
export interface QuickPromoteFormProps {
  readonly view: QuickPromoteView;
  readonly checks: QuickPromoteFormChecks;
  readonly send: (event: QuickPromoteEvent) => void;
  /** Interest topics the advertiser can target (S1 §3 target audience). @default none */
  readonly interests?: readonly QuickPromoteChoice[];
  /** The advertiser's conversion tags, for the web-conversion goal (S1 §3). @default none */
  readonly conversionTags?: readonly QuickPromoteConversionTag[];
  /**
   * S1 §2 reading (2): the conversion tag is chosen on its own tag step, so the form leaves it out
   * and, for the web-conversion goal, its submit button says `Next` (the save comes after the tag).
   * @default false
   */
  readonly tagOnOwnStep?: boolean;
  /** Reading (2): shows a `Back` button that calls it (the page goes back to pin selection). */
  readonly onBack?: () => void;
  /**
   * Reading (2), once the page saved: the form's primary action is `Continue` (to the next step),
   * which calls it, instead of promoting again.
   */
  readonly onContinue?: () => void;
}

/** S1 §3 age buckets offered (core's, kept here under its old name). */
export { QUICK_PROMOTE_AGE_BUCKETS };
const GENDER_LABELS: Record<(typeof DEFAULT_TARGET_GENDERS)[number], string> = { female: 'Female', male: 'Male', unknown: 'Unspecified' };

/** A number field that keeps what is typed ("10.") while the machine holds the number. */
function NumberField(props: {
  readonly label: string;
  readonly value: number;
  readonly error: string | null;
  readonly onChange: (value: number) => void;
  readonly onBlur?: () => void;
  readonly inputMode: 'decimal' | 'numeric';
}) {
  const { label, value, error, onChange, onBlur, inputMode } = props;
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value) : ''));
  useEffect(() => {
    // a draft or a default changed the number: show it, unless the text already means it
    setText((current) => (Number(current) === value && current.trim() !== '' ? current : Number.isFinite(value) ? String(value) : ''));
  }, [value]);
  return (
    <TextField
      label={label}
      inputMode={inputMode}
      autoComplete="off"
      value={text}
      error={error}
      {...(onBlur !== undefined ? { onBlur } : {})}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
      }}
    />
  );
}

/**
 * S1 §2 / §3 the quick-promote form: name, destination url, daily budget in the account currency
 * (checked against the country's minimum and maximum as the user types), duration or ongoing with
 * an end date, ages, interests, genders, auto-targeting, ad type and conversion tag. Every change
 * is a `FORM.UPDATE` (the machine saves the draft per Pin and advertiser); `Promote` sends
 * `QUICK_PROMOTE.SUBMIT`, which the machine refuses with the form's message when a check fails.
 */
export function QuickPromoteForm({
  view,
  checks,
  send,
  interests = [],
  conversionTags = [],
  tagOnOwnStep = false,
  onBack,
  onContinue,
}: QuickPromoteFormProps) {
  const { form } = view;
  const update = (values: Partial<QuickPromoteFormValues>) => send({ type: 'FORM.UPDATE', values });
  const formErrorId = useId();
  // a field's problem shows once the field was left, or once Promote was refused (then every field's)
  const [touched, setTouched] = useState<ReadonlySet<QuickPromoteField>>(() => new Set());
  const touch = (field: QuickPromoteField) => () => setTouched((current) => new Set(current).add(field));
  // the messages shown under their own fields (the budget and days show theirs as they are typed)
  const inlineErrors = (['name', 'destination_url', 'inclusive_end_date'] as const).map((field) => checks.fieldErrors?.[field]);
  const fieldError = (field: QuickPromoteField): string | null =>
    view.attempted === true || touched.has(field) ? (checks.fieldErrors?.[field] ?? null) : null;
  const webConversion = form.ad_type === 'WEB_CONVERSION';
  return (
    <form
      className={styles.form}
      aria-busy={view.submitting}
      aria-describedby={view.formError !== null && !checks.canSubmit && !inlineErrors.includes(view.formError) ? formErrorId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'QUICK_PROMOTE.SUBMIT' });
      }}
    >
      <TextField
        label="Ad name"
        data-autofocus
        required
        value={form.name}
        error={fieldError('name')}
        onBlur={touch('name')}
        onChange={(event) => update({ name: event.target.value })}
      />
      <TextField
        label="Destination URL"
        // note: text, not url: www.example.com is a web address (the core rule adds https://)
        type="text"
        inputMode="url"
        autoComplete="url"
        required
        value={form.destination_url ?? ''}
        error={fieldError('destination_url')}
        onBlur={touch('destination_url')}
        onChange={(event) => update({ destination_url: event.target.value })}
      />
      <NumberField
        label={`Daily budget (${checks.currency})`}
        inputMode="decimal"
        value={form.budget}
        error={checks.budgetError}
        onChange={(budget) => update({ budget })}
      />
      <fieldset className={styles.fieldset}>
        <legend>Duration</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={form.is_ongoing} onChange={(event) => update({ is_ongoing: event.target.checked })} />
          Run continuously
        </label>
        {form.is_ongoing ? null : (
          <>
            {/* one source of truth: the days; the end date follows them, and choosing an end date sets them */}
            <NumberField
              label="Number of days"
              inputMode="numeric"
              value={form.duration}
              error={checks.durationError}
              onBlur={touch('duration')}
              onChange={(duration) => update({ duration })}
            />
            <TextField
              label="End date"
              type="date"
              {...(checks.today !== undefined ? { min: checks.today } : {})}
              value={form.inclusive_end_date ?? ''}
              error={fieldError('inclusive_end_date')}
              onBlur={touch('inclusive_end_date')}
              onChange={(event) => update({ inclusive_end_date: event.target.value })}
            />
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Audience</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.isAutoTargeting === true}
            onChange={(event) => update({ isAutoTargeting: event.target.checked })}
          />
          Automatic targeting
        </label>
        <fieldset className={styles.choices}>
          <legend>Ages</legend>
          {QUICK_PROMOTE_AGE_BUCKETS.map((age) => (
            <label key={age} className={styles.check}>
              <input
                type="checkbox"
                checked={form.ages?.includes(age) ?? false}
                onChange={(event) => update({ ages: toggle(form.ages, age, event.target.checked) })}
              />
              {age}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>Genders</legend>
          {DEFAULT_TARGET_GENDERS.map((gender) => (
            <label key={gender} className={styles.check}>
              <input
                type="checkbox"
                checked={form.genders?.includes(gender) ?? false}
                onChange={(event) => update({ genders: toggle(form.genders, gender, event.target.checked) })}
              />
              {GENDER_LABELS[gender]}
            </label>
          ))}
        </fieldset>
        {interests.length > 0 ? (
          <fieldset className={styles.choices}>
            <legend>Interests</legend>
            {interests.map((interest) => (
              <label key={interest.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.interests?.includes(interest.id) ?? false}
                  onChange={(event) => update({ interests: toggle(form.interests, interest.id, event.target.checked) })}
                />
                {interest.label}
              </label>
            ))}
          </fieldset>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Goal</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name="quick-promote-goal"
            checked={!webConversion}
            onChange={() => update({ ad_type: 'CONSIDERATION', selected_ocpm_tag: null })}
          />
          More traffic to your site
        </label>
        <label className={styles.check}>
          <input type="radio" name="quick-promote-goal" checked={webConversion} onChange={() => update({ ad_type: 'WEB_CONVERSION' })} />
          More conversions (web conversion)
        </label>
        {webConversion && !tagOnOwnStep ? (
          <label className={styles.select}>
            Conversion tag
            <select
              value={form.selected_ocpm_tag?.conversionTagId ?? ''}
              onChange={(event) => {
                const tag = conversionTags.find((t) => t.id === event.target.value);
                update({ selected_ocpm_tag: tag === undefined ? null : { conversionTagId: tag.id, conversionEvent: tag.event } });
              }}
            >
              <option value="">Choose a conversion tag</option>
              {conversionTags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>
      {/* note: the refusal of the last Promote stays in the machine until the next one; once the
          live checks pass again it is out of date, so it is not shown */}
      {view.formError !== null && !checks.canSubmit && !inlineErrors.includes(view.formError) ? (
        <p id={formErrorId} role="alert" className={styles.error}>
          {view.formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <span className={styles.status} role="status">
          {view.savingDraft ? 'Saving draft…' : onContinue !== undefined ? 'Your ad is saved.' : ''}
        </span>
        {onBack !== undefined ? (
          <Button onClick={onBack} disabled={view.submitting}>
            Back
          </Button>
        ) : null}
        {onContinue !== undefined ? (
          <Button variant="primary" onClick={onContinue}>
            Continue
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={view.submitting}>
            {view.submitting ? 'Promoting…' : tagOnOwnStep && webConversion ? 'Next' : 'Promote'}
          </Button>
        )}
      </div>
    </form>
  );
}
