/* views/action_kinds.h - the names action_info gives (action_kinds.c): the
 * pending decision's name and an action's kind, a row of ARNAK_ACTION_WORDS */
#ifndef AK_VIEWS_ACTION_KINDS_H
#define AK_VIEWS_ACTION_KINDS_H

/* The decision of a frame kind ("pay-travel"; "decision" for one unnamed). */
const char *ak_decision_name(int kind);
/* The kind of action ak in a frame of kind fk: its row's name ("dig"). */
const char *ak_action_kind(int ak, int fk);

#endif
