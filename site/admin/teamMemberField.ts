/**
 * The field naming a person on the team (an article's author): Sveltia's own choice of options, the
 * people by their names, and a check on the field itself that the person is on the team, so an
 * article naming someone who is not (a file written by hand, or a person since taken off) is refused
 * under its Author field, in plain words, before anything is saved. The options are the team as the
 * editor was built with it, and anyone added to the team since the editor opened (liveContent.ts).
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import { savedTeam } from './liveContent';
import { sveltiaReact } from './sveltiaReact';

/** The field type's name in the configuration (config.ts). */
export const teamMemberFieldType = 'team-member';

/** A person as the field offers them: the id articles store, the name the office reads. */
export interface TeamMember {
  id: string;
  name: string;
}

interface Option {
  label: string;
  value: string;
}

/** The people the field offers: the configured ones, and those saved since, by name. */
export function teamOptions(configured: readonly Option[], saved: readonly TeamMember[] = savedTeam()): Option[] {
  const byId = new Map(configured.map((option) => [option.value, option.label]));
  for (const person of saved) byId.set(person.id, person.name);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** What the office reads under the field when it names someone not on the team. */
export const notOnTeamMessage = (value: string, options: readonly Option[]) =>
  `“${value}” is not on the team page. Choose the author among the team: ${options.map((option) => option.label).join(', ')}.`;

/** The check of a value: `true`, or the message Sveltia shows on the field. */
export function checkTeamMember(value: unknown, options: readonly Option[]): true | { error: { message: string } } {
  if (value === undefined || value === null || value === '') return true;
  return options.some((option) => option.value === value) ? true : { error: { message: notOnTeamMessage(String(value), options) } };
}

interface FieldMap {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
}

/**
 * Registers the field type. Its control is a class component of Sveltia's own React (it calls the
 * instance's `isValid`), rendering Sveltia's Select control with the team as its options.
 */
export function registerTeamMemberField(cms: {
  getFieldType: (name: string) => { control?: unknown } | undefined;
  registerFieldType: (name: string, control: never) => void;
}) {
  const select = cms.getFieldType('select')?.control;
  if (!select) throw new Error('Sveltia CMS offers no Select control to reuse: the author field cannot be drawn.');
  const { createClass, h } = sveltiaReact();
  const optionsOf = (field: FieldMap) => teamOptions((field.get('options') as { toJS?: () => Option[] } | undefined)?.toJS?.() ?? []);
  const control = createClass({
    isValid(this: { props: CustomFieldControlProps }, value: unknown) {
      return checkTeamMember(value ?? this.props.value, optionsOf(this.props.field as unknown as FieldMap));
    },
    render(this: { props: CustomFieldControlProps }) {
      // Sveltia's ref to this instance (for `isValid`) is this component's, not the Select's.
      const { ref: _ref, ...props } = this.props as CustomFieldControlProps & { ref?: unknown };
      const field = props.field as unknown as FieldMap;
      // Every person a choice in view (radio buttons), rather than a list to open, for a team of a dozen.
      return h(select, { ...props, field: { ...field.toJS(), widget: 'select', options: optionsOf(field), dropdown_threshold: 12 } });
    },
  });
  cms.registerFieldType(teamMemberFieldType, control as never);
}
