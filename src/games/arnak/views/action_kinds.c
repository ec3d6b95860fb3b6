/* action_kinds.c - the names of action_info (action_kinds.h): each decision
 * frame's name and each kind of action, its meaning in the pending decision,
 * with the English template of the wording table (ARNAK_ACTION_WORDS). */
#include "games/arnak/action_info.h"

#include "games/arnak/rules/internal.h"
#include "games/arnak/views/action_kinds.h"

static const char *const FRAME_NAMES[FR_DECISION_END] = {
    [FR_TURN] = "turn",
    [FR_POST] = "after-main",
    [FR_PAY_TRAVEL] = "pay-travel",
    [FR_DRAW] = "draw",
    [FR_EXILE] = "exile",
    [FR_DISCARD] = "discard",
    [FR_PAY_Q] = "pay-resource",
    [FR_PAY_DISCARD] = "pay-card-down",
    [FR_CHOICE] = "choice",
    [FR_UPGRADE] = "upgrade",
    [FR_ARCH] = "dig-or-discover",
    [FR_ACTIVATE] = "activate",
    [FR_RELOCATE] = "relocate",
    [FR_OVERCOME_FREE] = "overcome-free",
    [FR_CROWN] = "move-guardian",
    [FR_BUY] = "buy",
    [FR_BOUGHT_ART] = "bought-artifact",
    [FR_RESEARCH] = "research",
    [FR_ORDER] = "research-order",
    [FR_BONUS_PICK] = "bonus-pick",
    [FR_RECRUIT] = "recruit",
    [FR_UPGRADE_ASST] = "upgrade-assistant",
    [FR_REFRESH] = "refresh-assistant",
    [FR_RESCUE] = "rescue-assistant",
    [FR_SUPPLY_ASST] = "supply-assistant",
    [FR_HORN] = "exchange-assistant",
    [FR_EARRING_N] = "earring-count",
    [FR_LIMBO_KEEP] = "keep-drawn",
    [FR_LIMBO_TOP] = "return-drawn",
    [FR_HAMMER_TAKE] = "take-exiled-item",
    [FR_OCARINA] = "return-archaeologist",
    [FR_KEEP] = "end-of-round-keep",
};

const char *ak_decision_name(int kind)
{
    return kind > 0 && kind < FR_DECISION_END && FRAME_NAMES[kind] ? FRAME_NAMES[kind] : "decision";
}

/* Action kinds: the "kind" of action_info, each with its English label.
 * The page shows an action by filling its kind's template from the action's
 * info (docs/ACTION_INFO.md); ARNAK_ACTION_WORDS hands the templates to it
 * through the catalog.  A new kind is one enum value and one row here plus
 * its Polish line in web/js/words_pl.js (test_catalog and web_words_pl check
 * both).  Field kinds besides the catalog's names: "price" is the cost and
 * gain as " (2 coins -> 1 jewel)", "amounts" a cost or gain object, "payment"
 * the sources of a payment, "sites" a list of sites, "text" a word as is. */
enum {
    KW_PASS, KW_END_TURN, KW_SKIP, KW_KEEP, KW_YES, KW_USE_EFFECT, KW_DIG, KW_DISCOVER, KW_OVERCOME,
    KW_OVERCOME_FREE, KW_BUY, KW_PLAY, KW_RESEARCH, KW_TEMPLE, KW_ASSISTANT, KW_BOON, KW_IDOL, KW_PAY,
    KW_CHOOSE, KW_UPGRADE, KW_ORDER, KW_BONUS, KW_EXILE, KW_DISCARD, KW_KEEP_DRAWN, KW_RETURN_DRAWN,
    KW_TAKE_EXILED, KW_ACTIVATE, KW_ACTIVATE_TWO, KW_RETURN_ARCH, KW_RELOCATE, KW_MOVE_GUARDIAN,
    KW_RECRUIT, KW_UPGRADE_ASST, KW_REFRESH_ASST, KW_RESCUE_ASST, KW_SUPPLY_ASST, KW_EXCHANGE_ASST,
    KW_PICK, KW_DRAW, KW_TAKE_COUNT, KW_COUNT
};

#define K(k, kd) {.key = k, .kind = GAME_WK_NAME, .names = kd}
#define KN(k) {.key = k, .kind = GAME_WK_NUMBER}
#define PRICE K("price", "price")

const game_word_row ARNAK_ACTION_WORDS[KW_COUNT + 1] = {
    [KW_PASS] = {"pass", "Pass", {{0}}},
    [KW_END_TURN] = {"end-turn", "End the turn", {{0}}},
    [KW_SKIP] = {"skip", "Skip", {{0}}},
    [KW_KEEP] = {"keep", "Keep the rest", {{0}}},
    [KW_YES] = {"yes", "Yes, pay {cost}", {K("cost", "amounts")}},
    [KW_USE_EFFECT] = {"use-effect", "Use the effect of {card}", {K("card", "card")}},
    [KW_DIG] = {"dig", "Dig at {site}[double| (effect twice)]{price}", {K("site", "site"), PRICE}},
    [KW_DISCOVER] = {"discover", "Discover {site}{price}",
                     {KN("level"), K("site", "site"), PRICE}},
    [KW_OVERCOME] = {"overcome", "Overcome {guardian}{price}", {K("guardian", "guardian"), PRICE}},
    [KW_OVERCOME_FREE] = {"overcome-free", "Overcome {guardian} for free", {K("guardian", "guardian")}},
    [KW_BUY] = {"buy", "Buy {card}{price}", {K("card", "card"), PRICE}},
    [KW_PLAY] = {"play", "Play {card}[mode=travel| for its travel icons][mode=pass| (pass side)]{price}",
                 {K("card", "card"), PRICE}},
    [KW_RESEARCH] = {"research", "Research: {token} to [temple|the Lost Temple][!temple|{to}]{price}",
                     {K("token", "token"), K("to", "text"), PRICE}},
    [KW_TEMPLE] = {"temple", "Take a temple tile ({temple_stack}){price}", {K("temple_stack", "text"), PRICE}},
    [KW_ASSISTANT] = {"assistant", "Use the {assistant}{price}", {K("assistant", "assistant"), PRICE}},
    [KW_BOON] = {"boon", "Use the boon of {guardian}{price}", {K("guardian", "guardian"), PRICE}},
    [KW_IDOL] = {"idol", "Put an idol on slot {slot_index}{price}",
                 {{.key = "slot_index", .kind = GAME_WK_POSITION}, PRICE}},
    [KW_PAY] = {"pay", "Pay with {payment}", {K("payment", "payment")}},
    [KW_CHOOSE] = {"choose", "Choose: [effect|{effect}][!effect|{option}]", {K("effect", "text"), K("option", "text")}},
    [KW_UPGRADE] = {"upgrade", "Upgrade: {cost} → {gain}", {K("cost", "amounts"), K("gain", "amounts")}},
    [KW_ORDER] = {"order", "[first=row|Row effect first][first=bonus|Bonus tile first]", {K("first", "word")}},
    [KW_BONUS] = {"bonus", "Take the bonus tile {bonus_tile}", {K("bonus_tile", "bonus")}},
    [KW_EXILE] = {"exile", "Exile {card}", {K("card", "card")}},
    [KW_DISCARD] = {"discard", "Put {card} into play", {K("card", "card")}},
    [KW_KEEP_DRAWN] = {"keep-drawn", "Keep {card}", {K("card", "card")}},
    [KW_RETURN_DRAWN] = {"return-drawn", "Put {card} back on your deck", {K("card", "card")}},
    [KW_TAKE_EXILED] = {"take-exiled", "Take {card} from exile", {K("card", "card")}},
    [KW_ACTIVATE] = {"activate", "Activate {site}[effect| ({effect})]", {K("site", "site"), K("effect", "text")}},
    [KW_ACTIVATE_TWO] = {"activate-two", "Activate {sites}", {K("sites", "sites")}},
    [KW_RETURN_ARCH] = {"return-archaeologist", "Return the archaeologist from {site}", {K("site", "site")}},
    [KW_RELOCATE] = {"relocate", "Move an archaeologist from {from} to {to}", {K("from", "text"), K("to", "site")}},
    [KW_MOVE_GUARDIAN] = {"move-guardian", "Move {guardian} from {from} to {to}",
                          {K("guardian", "guardian"), K("from", "site"), K("to", "site")}},
    [KW_RECRUIT] = {"recruit", "Recruit {assistant}{price}", {K("assistant", "assistant"), PRICE}},
    [KW_UPGRADE_ASST] = {"upgrade-assistant", "Upgrade {assistant} to gold{price}", {K("assistant", "assistant"), PRICE}},
    [KW_REFRESH_ASST] = {"refresh-assistant", "Refresh {assistant}{price}", {K("assistant", "assistant"), PRICE}},
    [KW_RESCUE_ASST] = {"rescue-assistant", "Rescue {assistant}{price}", {K("assistant", "assistant"), PRICE}},
    [KW_SUPPLY_ASST] = {"use-supply-assistant", "Use {assistant} from the supply{price}",
                        {K("assistant", "assistant"), PRICE}},
    [KW_EXCHANGE_ASST] = {"exchange-assistant", "Exchange {from} for {to}",
                          {K("from", "assistant"), K("to", "assistant")}},
    [KW_PICK] = {"pick", "Choose option {index}", {{.key = "index", .kind = GAME_WK_POSITION}}},
    [KW_DRAW] = {"draw", "Draw {count}", {KN("count")}},
    [KW_TAKE_COUNT] = {"take-count", "Take {count}", {KN("count")}},
    [KW_COUNT] = {NULL, NULL, {{0}}},
};

/* The kind of an action: its meaning in the pending decision. */
static int action_kind(int ak, int fk)
{
    switch (ak) {
    case AK_PASS: return KW_PASS;
    case AK_END: return KW_END_TURN;
    case AK_DIG: return KW_DIG;
    case AK_DISCOVER: return KW_DISCOVER;
    case AK_OVERCOME: return KW_OVERCOME;
    case AK_BUY: return KW_BUY;
    case AK_PLAY: return KW_PLAY;
    case AK_RESEARCH: return KW_RESEARCH;
    case AK_TEMPLE: return KW_TEMPLE;
    case AK_ASSIST: return KW_ASSISTANT;
    case AK_BOON: return KW_BOON;
    case AK_IDOL: return KW_IDOL;
    case AK_PAY: return KW_PAY;
    case AK_YES: return fk == FR_BOUGHT_ART ? KW_USE_EFFECT : KW_YES;
    case AK_SKIP: return KW_SKIP;
    case AK_KEEP: return KW_KEEP;
    case AK_CHOOSE:
        switch (fk) {
        case FR_UPGRADE: return KW_UPGRADE;
        case FR_ORDER: return KW_ORDER;
        case FR_BONUS_PICK: return KW_BONUS;
        default: return KW_CHOOSE;
        }
    case AK_CARD:
        switch (fk) {
        case FR_EXILE: return KW_EXILE;
        case FR_LIMBO_KEEP: return KW_KEEP_DRAWN;
        case FR_LIMBO_TOP: return KW_RETURN_DRAWN;
        case FR_HAMMER_TAKE: return KW_TAKE_EXILED;
        default: return KW_DISCARD;
        }
    case AK_SITE:
        return fk == FR_OCARINA ? KW_RETURN_ARCH : fk == FR_OVERCOME_FREE ? KW_OVERCOME_FREE : KW_ACTIVATE;
    case AK_MOVE: return fk == FR_RELOCATE ? KW_RELOCATE : fk == FR_CROWN ? KW_MOVE_GUARDIAN : KW_ACTIVATE_TWO;
    case AK_PICK:
        switch (fk) {
        case FR_RECRUIT: return KW_RECRUIT;
        case FR_UPGRADE_ASST: return KW_UPGRADE_ASST;
        case FR_REFRESH: return KW_REFRESH_ASST;
        case FR_RESCUE: return KW_RESCUE_ASST;
        case FR_SUPPLY_ASST: return KW_SUPPLY_ASST;
        case FR_HORN: return KW_EXCHANGE_ASST;
        default: return KW_PICK;
        }
    case AK_NUMBER: return fk == FR_DRAW ? KW_DRAW : KW_TAKE_COUNT;
    default: return KW_PICK;
    }
}

const char *ak_action_kind(int ak, int fk)
{
    return ARNAK_ACTION_WORDS[action_kind(ak, fk)].name;
}
