import { groupSaveSchema, type CompletionUser, type GroupDetail, type GroupSave } from '@agenda/contract';
import { firstBlockedReason } from '@/lib/form-errors';

/** What the group editor holds before saving. */
export interface GroupDraft {
  id: string | null;
  name: string;
  tenantId: string;
  users: readonly CompletionUser[];
  /** Addresses read from a spreadsheet, resolved to users by the API on save. */
  emails: readonly string[];
}

export function draftOf(group: GroupDetail | null): GroupDraft {
  return {
    id: group?.id ?? null,
    name: group?.name ?? '',
    tenantId: group?.tenant_id ?? '',
    users: (group?.users ?? []).map((member) => ({
      id: member.id,
      name: `${member.first_name} ${member.last_name}`.trim(),
      email: member.email,
    })),
    emails: [],
  };
}

/** The POST /groups/new body; `emails` only when a spreadsheet gave some (the API refuses an empty list). */
export function toGroupSave(draft: GroupDraft): GroupSave {
  return {
    id: draft.id,
    name: draft.name,
    tenantId: draft.tenantId,
    users: draft.users.map((user) => user.id),
    ...(draft.emails.length > 0 ? { emails: [...draft.emails] } : {}),
  };
}

/** Spec §5: a group is saved only with a name, a country and at least one user (the API's own check). */
export function canSaveGroup(draft: GroupDraft): boolean {
  return groupSaveSchema.safeParse(toGroupSave(draft)).success;
}

/** The editor's fields in screen order, by the API's names. */
const GROUP_LABELS = { name: 'Group name', tenantId: 'Group country', users: 'Group users' } as const;

/** Why Save is disabled: the first problem of the API's own check, named by its field ("Group users: …"). */
export function groupBlockedReason(draft: GroupDraft): string | null {
  const parsed = groupSaveSchema.safeParse(toGroupSave(draft));
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return firstBlockedReason(errors, GROUP_LABELS);
}

/** Whether the editor holds changes that are not saved. */
export function groupDraftChanged(initial: GroupDraft, draft: GroupDraft): boolean {
  const ids = (users: readonly CompletionUser[]) => users.map((user) => user.id).join(',');
  return (
    draft.name !== initial.name ||
    draft.tenantId !== initial.tenantId ||
    ids(draft.users) !== ids(initial.users) ||
    draft.emails.length > 0
  );
}
