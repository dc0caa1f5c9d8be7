/**
 * PUB-18 and PRO-20 (docs/decisions/038, 042): the texts of the skills search that the posting form and the
 * profile's terms share (apps/web/src/components/ui/skill-picker.tsx), and that the talent pool's skills
 * filter speaks with: it finds catalogue skills by name or alias and offers each as "Add <name>".
 */
export const SKILL_PICKER_MESSAGES = {
  searchPlaceholder: 'Search skills (e.g. M365, AAD, Intune)',
  noSkillFound: 'No skill matches',
  /** A match's button, "Add Microsoft Entra ID" (the picker shows a few aliases after it). */
  addSkill: (name: string) => `Add ${name}`,
} as const;
