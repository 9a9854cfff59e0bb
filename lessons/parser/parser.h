// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The lesson parser's shared state and stages. Each stage lives in its own file:
//   parser.cpp     the diagnostic sink, the driver and loadLessonFile
//   header.cpp     the `---` header
//   scanner.cpp    UTF-8 lines, fences, key lines and groups (body -> blocks)
//   values.cpp     one key value against its KeySpec (lessons/schema.h)
//   blockrules.cpp the keys of one block; its type's rules come from its registry entry
//                  (lessons/kinds/)
//   crossref.cpp   the whole-lesson pass over parameters, ids and bindings
// Internal to lessons/; the public entry points are in lessons/lesson.h.

#include "lessons/diagnostic.h"
#include "lessons/expression.h"
#include "lessons/lesson.h"
#include "lessons/parser/grammar.h"
#include "lessons/schema.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <QStringList>
#include <functional>
#include <utility>

namespace lessons {
struct MixtureSpec;
}

namespace lessons::parse {

struct Binding {
    QString name;
    QString key;
    QString blockType;
    QString bindTo;
    SourcePos pos;
    bool hasRange = false;
    double min = 0, max = 0;
    bool minExclusive = false;
};

struct VariableUse {
    QString name;
    SourcePos pos;
};

// A formula that parsed, with the parameters it reads (checked over their ranges at the end).
struct FormulaUse {
    QString expr;
    SourcePos pos;
    QStringList names;
};

struct IdUse {
    QString id;
    SourcePos pos;
};

// A numeric question's `expected` and the `tolerance` it is graded with (0 when not given).
struct GradedAnswer {
    QString expr;
    SourcePos pos;
    double tolerance = 0;
    SourcePos tolerancePos; // where `tolerance` is written; `pos` when it is not
};

// A control (slider, toggle, choice) and the parameter it sets.
struct Control {
    QString name;
    QString type;
    SourcePos pos;
    Block block;
};

// A chart's `query: @choice` with the names of its score sets.
struct Query {
    QString name;
    SourcePos pos;
    QStringList sets;
};

// What the per-block stages define and use, for the whole-lesson cross-reference pass: the
// parameters (controls, slider ranges, choice options), the ids, and every use of them.
struct SymbolTable {
    // Definitions.
    QList<Control> controls;
    QHash<QString, QPair<double, double>> sliderRanges; // slider param -> min, max
    QHash<QString, QStringList> choices;                // choice param -> option ids
    QList<IdUse> ids;                                   // block ids, in file order
    // Uses.
    QList<Binding> bindings;      // `key: @param`
    QList<VariableUse> variables; // parameter names read by formulas and readouts
    QList<FormulaUse> formulas;   // checked over their controls' ranges (domain.cpp)
    QList<IdUse> reveals;         // `reveals: ID`
    QSet<QString> softUses;       // parameters read where a missing one is not an error
    QList<Query> queries;
    QList<SourcePos> playRoles; // `{{play}}` in texts: some slider needs `play: true`
    // Every other `{{role}}` in texts, with where it is: its button belongs to a block the
    // lesson must have (a lab, an explain-it-back, ...).
    QList<QPair<QString, SourcePos>> buttonRoles;
    // A bold word right after "Press"/"Drücken Sie"/"button": a button named as written, held
    // to the interface's labels and the lesson's own (buttonwords.cpp).
    QList<QPair<QString, SourcePos>> literalButtons;
    QList<GradedAnswer> gradedAnswers;
    // Ids and parameters inside a typed block that makes no block (a `~~~` or four-space fence):
    // that fence is reported, and its uses elsewhere would only repeat it, above the cause.
    QSet<QString> lostNames;
};

// Every block of `type`, inside groups too, in file order (crossref.cpp).
void collect(const QList<Block>& blocks, const QString& type, QList<const Block*>* out);
// Whether any block, inside groups too, passes `test` (crossref.cpp).
bool anyBlock(const QList<Block>& blocks, const std::function<bool(const Block&)>& test);

class Parser : public RuleSink {
public:
    // `stopRequested`, when given, is asked between the parse's steps and every
    // kLinesBetweenStopChecks lines of the body (from the parsing thread): once it answers true
    // the parse ends there with no lesson and no diagnostics.
    Parser(const QByteArray& bytes, const QString& fileName, Checks checks = Checks::All,
           std::function<bool()> stopRequested = {})
        : bytes_(bytes), file_(fileName), checks_(checks),
          stopRequested_(std::move(stopRequested)) {}
    ParseResult run();
    // True once stopRequested answered true (it is not asked again).
    bool stopNow();
    static constexpr int kLinesBetweenStopChecks = 64;

    // ---- diagnostics -------------------------------------------------------------------------
    void add(Diagnostic::Severity severity, SourcePos pos, const QString& message,
             const QString& hint);

    void error(SourcePos pos, const QString& message, const QString& hint = {}) override;

    void mathError(SourcePos pos, const QString& text);

    void warning(SourcePos pos, const QString& message, const QString& hint = {}) override;

    // ---- top level ---------------------------------------------------------------------------
    void parse();

    void reportInvisibleControls();
    // False for a compiled-in lesson (Checks::CompiledIn): checks that only report are skipped.
    bool reportsAll() const { return checks_ != Checks::CompiledIn; }

    // ---- header ------------------------------------------------------------------------------
    int parseHeader();

    int checkHeaderInt(const QString& key, const QString& text, SourcePos pos, int lo, int hi);

    bool checkId(const QString& id, SourcePos pos, const QString& what);

    void checkTextMath(const QString& text, SourcePos pos);

    // ---- body --------------------------------------------------------------------------------
    struct OpenGroup {
        Block block;
        bool open = false;
    };

    void parseBody(int start);

    void flushProse(QStringList* prose, int startIndex);

    void reportIndentedFence(int index);

    // `closerIsProse`: a fence line that ends the lost block is its closer, not a new code
    // block that would run on to the next block (reported as never closed).
    void collectLostNames(int openIndex, bool closerIsProse = false);
    bool opensKeyLines(int openIndex) const;

    // Lessons load no files (docs/lesson-format.md, "Safety"): an image would show as nothing.
    void warnAboutImages(const QStringList& lines, int startIndex);
    // Markdown that silently becomes something else (an outside author's slips): `##Title`
    // (plain text, no section), `---` right under a paragraph (the paragraph becomes a
    // heading), `{expr|D}` in prose (shown as written: only readouts compute).
    void warnAboutMarkdownSlips(const QStringList& lines, int startIndex);
    // A table whose delimiter row Qt's Markdown reader does not take (a cell of fewer than three
    // characters: `|-|`, `|:-|`), so the whole table shows as lines of text (issue 24).
    void warnAboutUnreadTables(const QStringList& lines, int startIndex);

    int parseCodeBlock(int openIndex, const Fence& fence, const QString& language);

    int parseTypedBlock(int openIndex, const Fence& fence, const QString& type, SourcePos pos);

    // ---- groups ------------------------------------------------------------------------------
    void attach(const Block& b, bool isProse);

    void closeGroup();

    // ---- one block ---------------------------------------------------------------------------
    void validateBlock(Block& b);

    void reportUnknownKey(const Block& b, const Entry& e, const QList<KeySpec>& keys,
                          const QStringList& keyNames, const QString& kind, bool knownKind);

    void checkValue(const Block& b, const Entry& e, const KeySpec& spec);

    void checkTextValue(const Entry& e);

    bool checkNumber(const Entry& e, const KeySpec& spec);

    bool checkRange(SourcePos pos, const QString& key, double value, const KeySpec& spec);

    bool checkList(const Entry& e, const KeySpec& spec);

    void checkExpression(const Entry& e, const QString& expr, qsizetype offset);

    void checkReadout(const Entry& e);

    // ---- what the registry's rules define and use (blockrules.cpp) ---------------------------
    void defineSliderRange(const QString& param, double lo, double hi) override;
    void defineChoice(const QString& param, const QStringList& optionIds) override;
    void useQuery(const QString& name, SourcePos pos, const QStringList& sets) override;

    // ---- whole lesson ------------------------------------------------------------------------
    // Every reference in `symbols` against what the lesson defines (crossref.cpp).
    void crossCheck(const SymbolTable& symbols);
    // A numeric question whose `expected` a readout of the page prints: answered by copying.
    void checkAnswersOnScreen();
    // A prompt naming one entry ("the second token") that `expected`'s softmax does not take.
    void checkSoftmaxEntryAsked(const Block& question, const Entry& expected);
    // Every combination of each name's control at its ends and default (a toggle off and on):
    // 3^n rows for n names; empty when a name has no slider or toggle (answerchecks.cpp).
    QList<QList<double>> controlEnds(const QStringList& names) const;
    // The softmax table or score chart of `blocks` that prints `expected` (answerchecks.cpp).
    const Block* valuesPrinting(const Entry& expected, const QList<const Block*>& blocks,
                                const std::function<bool(const Block*)>& waits);
    // Whether a `mixture` chart's labels print a key's value at every row (answerchecks.cpp).
    bool mixturePrints(const MixtureSpec& mixture, const QStringList& names,
                       const QList<QList<double>>& rows, const QList<double>& keys) const;
    // kMaxMonteCarloCharts: the page's background work and memory stay bounded.
    void checkMonteCarloCharts();
    void checkTakeawayPlacement();
    // A question's `hold` names `end` or a heading below it (holdcheck.cpp).
    void checkHolds();
    // Answer keys that contradict their question: percent asked and a fraction graded, an
    // explanation that calls another option right, a lost `style: predict` (keychecks.cpp).
    void checkAnswerKeys();
    // A single or multi `answer` that the options' feedback or the explanation contradicts
    // (choicekeys.cpp).
    void checkChoiceKeys();
    // A button named as written that no button of the lesson's language carries (buttonwords.cpp).
    void checkLiteralButtonWords();
    // A numeric key whose explanation states another result (keychecks.cpp).
    void checkKeyAgainstExplanation(const Block& question, double key);
    // A softmax weight (a fraction) shown before `%` or graded against `unit: %`.
    void checkPercentOfFraction();
    // Formulas evaluated over sample values of their controls' ranges (domain.cpp).
    void checkFormulaDomains();
    // Exact answers (`tolerance: 0`) that a student could only type rounded (domain.cpp).
    void checkAnswerTolerances();
    // Warnings about a text's dollars and `{{play}}` (values.cpp); posOf maps an offset in
    // `text` to the file.
    void warnAboutText(const QString& text, const std::function<SourcePos(int)>& posOf,
                       bool isReadout);
    // Math, button roles, text, images and shown HTML tags of one prose block (`lines`, the
    // first at startIndex): reports only.
    void checkProse(const QString& source, const QStringList& lines, int startIndex,
                    const std::function<SourcePos(int)>& posOf);

    static const Block* findTarget(const QList<Block>& blocks, const QString& id);

    const QByteArray& bytes_;
    QString file_;
    Checks checks_ = Checks::All;
    QStringList lines_;
    QSet<int> lostClosers_; // line indexes (see collectLostNames)
    QList<Diagnostic> diags_;
    Lesson lesson_;
    OpenGroup group_;
    int blockCount_ = 0;
    bool stopped_ = false;
    std::function<bool()> stopRequested_;
    bool stopAsked_ = false;      // stopRequested_ answered true
    bool isReadoutEntry_ = false; // while checkReadout() checks its text
    ExpressionNames expressions_; // every formula's names, each text read once
    SymbolTable symbols_;
};

} // namespace lessons::parse

namespace lessons {

// loadLessonFile that a folder load can stop within a file (issue 24: a window closed or a
// folder replaced during a 512 KiB lesson's parse waited for the whole parse). A stopped parse
// returns no lesson and no diagnostics; ask stopRequested again to tell it from an empty file.
ParseResult loadLessonFileUntil(const QString& path, Checks checks,
                                const std::function<bool()>& stopRequested);

} // namespace lessons
