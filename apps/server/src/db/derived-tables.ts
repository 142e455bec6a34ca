// What the database keeps by triggers from the tables it derives from (migration 0038).

/** An assignee's to-dos in a firm in one status. */
export type TodoCountTable = {
  assignee_user_id: number;
  firm_id: number;
  status: number;
  count: number;
};

/** A recipient's messages of a firm, and how many of them are unread. */
export type MessageCountTable = {
  recipient_user_id: number;
  /** The messages' firm; 0 for those of no firm, which show in every firm. */
  firm_key: number;
  total: number;
  unread: number;
};

/** A schedule's participant with the schedule's times. */
export type InvitationTimeTable = {
  schedule_id: number;
  user_id: number;
  start_time: string;
  end_time: string;
};
