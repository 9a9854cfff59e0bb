// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/blockspecs.h"
#include "lessons/lesson.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lessons {

// The one table of block types and their keys. The validator, the defaults of the Block
// accessors and docs/lesson-format.md section 3 all follow it.
enum class ValueType {
    Text,      // Markdown inline text, math allowed
    Math,      // TeX without the dollars (formula `tex`)
    Id,        // [a-z][a-z0-9-]*, at most 40 characters
    Param,     // a parameter name: [a-z][a-z0-9_-]*, at most 40 characters
    Int,       // whole number within [min, max]
    Number,    // finite number within [min, max]
    Bool,      // true/false, on/off, yes/no
    List,      // comma-separated numbers, minItems..maxItems
    Expr,      // muparser formula over parameters
    Enum,      // one of choices
    LessonRef, // the id of another lesson
    OptionRef, // the id of an option of the same block
    OptionIds, // comma-separated option ids of the same block
    BlockRef,  // the id of a chart or table of the same lesson
    Readout,   // text with {formula} and {formula|D} placeholders
};

struct KeySpec {
    QString key;
    ValueType type = ValueType::Text;
    bool hasArg = false;     // `option ID: ...`
    bool required = false;   // unconditionally; conditional rules live in the validator
    bool repeatable = false; // may be given more than once (with distinct args)
    QString bindTo;          // non-empty: `@name` allowed, naming a control of this type
                             // ("slider", "toggle", "choice")
    QString defaultValue;    // as written in a file; empty = none
    double min = 0, max = 0; // for Int, Number (when hasRange) and List items
    bool hasRange = false;
    bool minExclusive = false;
    int minItems = 0, maxItems = 0; // List
    double maxAbs = 1e6;            // List item magnitude
    QStringList choices;            // Enum
};

// Where a block type's rules across its keys report (the parser's one diagnostic sink), and
// what they define or use for the whole-lesson cross-reference pass.
class RuleSink {
public:
    virtual void error(SourcePos pos, const QString& message, const QString& hint) = 0;
    virtual void warning(SourcePos pos, const QString& message, const QString& hint) = 0;
    virtual void defineSliderRange(const QString& param, double lo, double hi) = 0;
    virtual void defineChoice(const QString& param, const QStringList& optionIds) = 0;
    // `query: @name` (pos: the name) selecting among the score sets `sets`.
    virtual void useQuery(const QString& name, SourcePos pos, const QStringList& sets) = 0;

protected:
    ~RuleSink() = default;
};
// The rules of one block type (or chart kind) across its keys, run after every key passed its
// own checks (ranges, types, caps). Part of the type's registry entry.
using KindRules = void (*)(const Block& block, RuleSink& sink);

// What a block type is to the scanner and the page.
enum class BlockRole {
    Content,
    Control,     // sets a parameter (`param`)
    GroupOpener, // its blocks follow until the closer named `TYPE-end`
    GroupCloser,
};
// A block type's translated default title for a kind of it ("Note", "Softmax weights", ...).
using TitleOf = QString (*)(const QString& kind);

// Builds a validated block's typed spec, the entry's own alternative of BlockSpec.
using SpecOf = BlockSpec (*)(const Block& block);

// One registry entry per block type. Its keys, rules, default title and typed view
// (lessons/blockspecs.h) are defined together in one file of lessons/kinds/.
struct BlockEntry {
    QString type;
    SpecOf makeSpec; // null only for the group closers, which make no block
    QList<KeySpec> keys;
    QStringList kinds = {};    // chart: the kinds; their own keys come from their ChartKindEntry
    KindRules rules = nullptr; // null: no rules across its keys
    bool revealable = false;   // a question's `reveal` may name it
    BlockRole role = BlockRole::Content;
    TitleOf defaultTitle = nullptr; // null: none
};

// One entry per chart kind: its own keys (besides id, kind, title, caption), its default title,
// its rules and whether it plots scores.
struct ChartKindEntry {
    QString kind;
    ChartKindSpec (*makeSpec)(const Block& block); // the kind's alternative of ChartKindSpec
    QList<KeySpec> keys;
    const char* defaultTitle = nullptr; // marked for translation (context "lessons::Registry")
    KindRules rules = nullptr;
    bool takesScores = false; // has the score keys (lessons/kinds/charts.cpp); `scores` required
};

const QList<BlockEntry>& blockSpecs();
const BlockEntry* findBlockSpec(const QString& type);
QStringList blockTypeNames();
QStringList chartKinds();
const QList<ChartKindEntry>& chartKindSpecs();
const ChartKindEntry* findChartKind(const QString& kind);
// The keys a block accepts: for a chart, the common keys plus those of its kind (if known).
QList<KeySpec> keysFor(const QString& type, const QString& kind);
const KeySpec* findKey(const QList<KeySpec>& keys, const QString& key, bool hasArg);
// Default title by block type and kind ("Note", "Softmax weights", ...).
QString defaultTitle(const QString& type, const QString& kind);

// A block's type as the compiler sees it. The names live only in blockType()'s table
// (lessons/schema.cpp) and the registry entries; code past the parser switches on these.
enum class BlockType {
    Prose,
    Code,
    Callout,
    Formula,
    References,
    Next,
    Slider,
    Toggle,
    Choice,
    Chart,
    Table,
    Readout,
    Lab,
    Question,
    Explain,
    QuickCheck,
    QuickCheckEnd,
    Walkthrough,
    WalkthroughEnd,
    Step,
    Console,
    ConsoleEnd,
    Unknown, // never in a validated lesson
};
BlockType blockType(const Block& block);

// By the role of the type's registry entry; false for an unknown type.
bool isControlType(const QString& type); // slider, toggle, choice
bool isGroupOpener(const QString& type); // quickcheck, walkthrough, console
bool isGroupCloser(const QString& type); // quickcheck-end, walkthrough-end, console-end

// Levenshtein distance, for "did you mean" suggestions.
int editDistance(const QString& a, const QString& b);
// The closest candidate within a distance scaled to the word's length, or empty.
QString closestMatch(const QString& word, const QStringList& candidates);

} // namespace lessons
