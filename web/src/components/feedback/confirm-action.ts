/** What a confirmation's buttons say: the action it guards, and the safe choice. */
export interface ConfirmAction {
  /** The confirming button: names the action ("Delete", "Send invites"). */
  label: string;
  /** Drawn in the error colour: the action removes or breaks something. */
  destructive?: boolean;
  /** The safe button; "Cancel" unless that word would name the action itself. */
  keepLabel?: string;
}

/** A question with no named action. */
export const CONFIRM_ACTION: ConfirmAction = { label: 'OK' };
/** Deleting a record or a file. */
export const DELETE_ACTION: ConfirmAction = { label: 'Delete', destructive: true };
/** Leaving a form with unsaved changes. */
export const LEAVE_ACTION: ConfirmAction = { label: 'Leave', keepLabel: 'Stay', destructive: true };
