// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/scalerule.h"
#include "lessons/blockspecfwd.h"
#include "lessons/lesson.h" // IWYU pragma: export

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <variant>

namespace lessons {

// The typed document: one value type per block type, gathered in BlockSpec
// (lessons/blockspecfwd.h). Each is
// built from a block that passed the validator, so every field already holds the value or the
// schema default of docs/lesson-format.md; widgets read these fields instead of looking keys up
// by name (a misspelt field does not compile). Each from() is defined beside its block type's
// registry entry, in lessons/kinds/; a block of a lesson without error builds its spec on first
// use (Block::spec()), so that a lesson nobody opens costs no spec.
// Text fields ending in Html hold Markdown with $...$ already converted (Block::html); empty
// means the key was not given.

// A key that either holds a literal or names a control (`dk: @dk`).
template <typename T> struct Bindable {
    T literal{};
    QString param; // empty: the literal applies
    bool isBound() const { return !param.isEmpty(); }
};

// The values of enum-valued keys, converted once by the from() functions: after them no code
// compares a key's text.
enum class CalloutKind { Note, Trap, Takeaway, Tip }; // callout `kind`
enum class QuestionKind { Single, Multi, Numeric };   // question `kind`: single, multi, numeric

// What a lab asks the student to predict before the run it scores (lab `predict`).
enum class PredictKind {
    None,
    Direction, // sharper, flatter or unchanged, against the run before the edit
    MaxWeight, // the largest weight in percent at one head dimension
};

// Text between typed blocks (not a registry entry: the scanner makes it).
struct ProseSpec {
    QString markdown; // math converted to HTML (lessons/math.h), ready for setMarkdown
    QString source;   // as written: headings, comments and math unconverted
    static ProseSpec from(const Block& block);
};

// A fenced code sample of an unknown type (not a registry entry: the scanner makes it).
struct CodeSpec {
    QString text;     // the whole fenced block as written, fences included
    QString language; // the fence's info string (e.g. "python"), may be empty
    static CodeSpec from(const Block& block);
};

struct CalloutSpec {
    CalloutKind kind = CalloutKind::Note;
    QString titleHtml;
    QString textHtml;
    static CalloutSpec from(const Block& block);
};

struct FormulaSpec {
    QString tex;
    QString captionHtml;
    static FormulaSpec from(const Block& block);
};

struct ReferencesSpec {
    QStringList refs; // file order
    static ReferencesSpec from(const Block& block);
};

struct NextSpec {
    QString lesson;
    QString textHtml;
    static NextSpec from(const Block& block);
};

struct SliderSpec {
    QString param;
    QString label; // as written ($...$ unconverted): what lessons::displayText takes
    QString labelHtml;
    QString unit; // as written, trimmed; empty without one
    QString unitHtml;
    QList<double> stops; // `values`; empty: min..max by step
    double min = 0, max = 1, step = 1, defaultValue = 0;
    bool log = false;
    bool play = false; // a Play button sweeps it
    static SliderSpec from(const Block& block);
};

struct ToggleSpec {
    QString param;
    QString label; // as written ($...$ unconverted)
    QString labelHtml;
    bool defaultValue = false;
    static ToggleSpec from(const Block& block);
};

// Whether the block is a validated slider, toggle or choice (by its spec).
bool isControl(const Block& block);

// The parameter a slider, toggle or choice sets, and its label as written (math unconverted),
// from its spec; empty for any other block and for a block that was not validated.
QString controlParameter(const Block& block);
QString controlLabel(const Block& block);
// A question's `reveal` (the id of the block it keeps hidden until answered) and `expected` (a
// numeric answer's formula), read without building its spec: the reveal plan reads them at every
// parse and page open, where a whole QuestionSpec renders prompt, options and explanation. Empty
// for any other block.
QString questionReveal(const Block& block);
QString questionExpected(const Block& block);

struct ChoiceOption {
    QString id;
    QString html;
    QString written; // the option's text as the file writes it ($...$ unconverted)
};

struct ChoiceSpec {
    QString param;
    QString label; // as written ($...$ unconverted)
    QString labelHtml;
    QList<ChoiceOption> options; // file order
    QString defaultId;
    static ChoiceSpec from(const Block& block);
};

// The score keys shared by score charts and the softmax table.
struct ScoreSpec {
    QList<double> scores;       // `scores` without an argument
    QString query;              // `query: @param`: picks one of the named sets
    QList<ChoiceOption> setIds; // ids of `scores ID:` sets, file order (html unused)
    QList<QList<double>> sets;  // parallel to setIds
    bool sqrtGrowth = false;    // `growth: sqrt`
    Bindable<double> dk;
    Bindable<attn::ScaleRule> scale; // bound: a toggle, on = InvSqrtDk, off = None
    Bindable<double> temperature;
    QStringList keyNames; // `keys`: one name per score, in order; empty: numbered
    QList<double> scoresFor(const QString& setId) const; // the named set, else the first
    static ScoreSpec from(const Block& block);
};

// The four chart kinds that plot the score keys: one type each, so that each maps to its own
// widget.
struct SoftmaxChartSpec : ScoreSpec {
    static SoftmaxChartSpec from(const Block& block);
};
struct GradientChartSpec : ScoreSpec {
    static GradientChartSpec from(const Block& block);
};
struct BusesChartSpec : ScoreSpec {
    static BusesChartSpec from(const Block& block);
};
struct TemperatureChartSpec : ScoreSpec {
    static TemperatureChartSpec from(const Block& block);
};

struct HistogramSpec {
    int seed = 0, samples = 0, bins = 0;
    double sigma = 1;
    QList<double> range; // two values or empty
    bool theory = false;
    Bindable<double> dk;
    Bindable<bool> scaled;
    static HistogramSpec from(const Block& block);
};

struct SigmaVsDkSpec {
    int seed = 0, samples = 0, maxDk = 0;
    Bindable<double> dk;
    Bindable<bool> scaled;
    static SigmaVsDkSpec from(const Block& block);
};

struct ChannelBankSpec {
    int seed = 0, pair = 0;
    Bindable<double> dk;
    static ChannelBankSpec from(const Block& block);
};

struct VectorsSpec {
    Bindable<double> a, b;  // the lengths |a| and |b|
    Bindable<double> angle; // degrees, from a to b
    double extent = 3;      // the axes reach +-extent
    static VectorsSpec from(const Block& block);
};

struct MixtureSpec {
    QList<double> values;           // x1, y1, x2, y2, ...: one pair per value vector
    QList<Bindable<double>> scores; // one per value: `score1` ..
    QList<Bindable<bool>> masked;   // one per value: `mask1` ..
    QStringList keyNames;           // `keys`: one name per value; empty: v1, v2, ...
    static MixtureSpec from(const Block& block);
};

struct TableSpec {
    QString titleHtml;
    QString captionHtml;
    ScoreSpec scores;
    QStringList keyNames; // `keys`: one name per score, in order; empty: rows are numbered
    static TableSpec from(const Block& block);
};

struct ReadoutSpec {
    QString text; // with {formula} placeholders, math unconverted
    static ReadoutSpec from(const Block& block);
};

struct LabSpec {
    QString id;
    QString titleHtml;
    QString instructionsHtml;
    PredictKind predict = PredictKind::None;
    QString predictPromptHtml;
    QList<double> scores;
    QList<int> dims;
    int predictDim = 0; // 0: not given
    double tolerance = 0;
    attn::ScaleRule scale = attn::ScaleRule::InvSqrtDk;
    static LabSpec from(const Block& block);
};

// Everything a question is: the page, the review and grading read it, never the block.
// numeric: `mistake ID: formula` with `hint ID: text`, a usual wrong answer and what to say when
// the typed answer matches it (within the question's tolerance).
struct NumericMistake {
    QString id;
    QString expected; // the formula of the wrong answer
    QString hintHtml;
};

struct QuestionSpec {
    QString id;
    QuestionKind kind = QuestionKind::Single;
    bool predictStyle = false; // `style: predict`
    QString promptHtml;
    QList<ChoiceOption> options; // file order
    QStringList answer;          // single, multi: the ids of the right options
    QStringList pinned;          // `pin`: options kept at their written place when shuffled
    QHash<QString, QString> feedbackHtml; // by option id; only the options that have one
    QString expected;                     // numeric: the formula
    double tolerance = 0;                 // numeric: how far off still counts as right
    QString unitHtml;                     // numeric
    QString explanationHtml;
    // numeric: the prompt a review shows with its new values, {formula|D} placeholders filled in
    // (the lesson's prompt talks about sliders and readouts a review card does not have)
    QString reviewPrompt;
    // numeric: the explanation a review card shows with its new values ({formula|D} filled in);
    // without it the card leaves `explanation`, whose figures are the lesson's, unsaid
    QString reviewExplanation;
    QList<NumericMistake> mistakes; // numeric, file order
    QString reveal;                 // id of the block kept hidden until answered
    QStringList optionIds() const;
    static QuestionSpec from(const Block& block);
};

struct ExplainSpec {
    QString id;
    QString promptHtml;
    QString modelHtml;
    QStringList rubricHtml;
    static ExplainSpec from(const Block& block);
};

// The groups: their blocks are the Block's children, each with its own spec.
struct QuickCheckSpec {
    QString id;
    QString titleHtml; // empty: not given (the widget shows its own)
    static QuickCheckSpec from(const Block& block);
};

struct WalkthroughSpec {
    QString id;
    QString titleHtml; // empty: not given (the widget shows its own)
    static WalkthroughSpec from(const Block& block);
};

struct StepSpec { // a walkthrough's step
    QString titleHtml;
    static StepSpec from(const Block& block);
};

struct ConsoleSpec {
    static ConsoleSpec from(const Block& block);
};

// Bars of a `scores` chart: each has its own key (score1 .. score8), usually bound to a slider.
constexpr int kMaxScoreBars = 8;

struct ScoreBarsSpec {
    QList<Bindable<double>> scores; // one per bar: `score1` .. up to the highest given
    QList<Bindable<bool>> masked;   // parallel to scores: `mask1` ..; a masked key's score is -inf
    bool editable = false;          // the student drags the bars; every score is bound
    double step = 0.1;              // what one key press (Up/Down) moves a bar by
    QStringList keyNames;           // `keys`: one name per bar; empty: key 1, key 2, ...
    static ScoreBarsSpec from(const Block& block);
};

// A chart's own keys, one alternative per chart kind, in the order of the registry's
// chartKindEntries() (lessons/kinds/charts.cpp), which builds each with the kind's from().
using ChartKindSpec = std::variant<SoftmaxChartSpec, GradientChartSpec, BusesChartSpec,
                                   TemperatureChartSpec, HistogramSpec, SigmaVsDkSpec,
                                   ChannelBankSpec, VectorsSpec, MixtureSpec, ScoreBarsSpec>;

struct ChartSpec {
    QString id;
    QString titleHtml;
    QString captionHtml;
    ChartKindSpec kind;
    static ChartSpec from(const Block& block);
};

template <typename S> const S* Block::specAs() const {
    return std::get_if<S>(&spec());
}

// Makes the block a validated one, whose spec() its type's registry entry (lessons/schema.cpp)
// builds on first use. The parser calls it once the block's own rules ran, before it copies the
// block into its symbol table, so that its cross checks and the lesson share one spec. Only a
// block's own data goes into its spec, and a validated block is not edited.
void giveSpec(Block& block);
// giveSpec for every block of `blocks` and their children that has none yet (prose and code,
// which have no rules); the parser calls it once a lesson has no error.
void buildSpecs(QList<Block>& blocks);

} // namespace lessons
