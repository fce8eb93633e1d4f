import { groupSaveSchema, type CompletionUser, type GroupDetail, type GroupSave } from '@contract';

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
