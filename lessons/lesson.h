// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/blockspecfwd.h"
#include "lessons/diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace lessons {

constexpr int kFormatVersion = 1;
constexpr qint64 kMaxFileBytes = 512 * 1024;
constexpr int kMaxBlocksPerLesson = 400;
constexpr int kMaxFilesPerFolder = 200;
constexpr int kMaxScores = 64;
constexpr int kMaxDk = 8192;
constexpr int kMaxSamples = 100000;
constexpr int kMaxBins = 400;
constexpr int kMaxLabDims = 16;
// Points of a `mixture` chart: each has its own score and mask keys (score1 .. score4).
constexpr int kMaxMixtureValues = 4;
constexpr int kMaxExpressionLength = 200;
constexpr int kMaxEntriesPerBlock = 256; // key lines in one block

struct SourcePos {
    int line = 0;
    int column = 0;
};
// For a problem about a whole file (too large, unreadable): printed as `FILE: error: ...`.
constexpr SourcePos kWholeFile{0, 0};

// One `key: value` line of a block (continuation lines already joined with '\n').
// For `option b: text` key is "option", arg is "b".
struct Entry {
    QString key;
    QString arg;
    QString value;
    SourcePos keyPos;
    SourcePos valuePos;
    QList<SourcePos> linePositions; // where each line of a continued value starts
};

// A piece of a lesson: prose, a code sample or a typed block. The typed accessors apply the
// defaults of docs/lesson-format.md, so a validated block never needs a fallback in the caller.
struct Block {
    QString type; // "prose", "code", "callout", "chart", "slider", ..., "quickcheck",
                  // "walkthrough", "step"
    SourcePos pos;
    QString markdown; // "prose": math converted to HTML (lessons/math.h); "code": the whole fenced
                      // block as written (fences included), ready for setMarkdown
    QString language; // "code": the fence's info string (e.g. "python"), may be empty
    QString source;   // "prose": the text as written (headings, math unconverted)
    QList<Entry> entries; // in file order
    QList<Block>
        children; // quickcheck: its blocks; walkthrough: its "step" blocks, each with content
    // What the block is, typed (lessons/blockspecs.h, which a caller that looks into it
    // includes): built by its type's registry entry on the first call, once for the block and
    // its copies; std::monostate in a block that was not validated (lessons::giveSpec).
    const BlockSpec& spec() const;

    // The spec when it is of type S, else null: `if (auto* chart = block.specAs<ChartSpec>())`.
    // Defined in lessons/blockspecs.h, where S is.
    template <typename S> const S* specAs() const;

    // Set by giveSpec; shared by the copies of a block, which are equal (nothing edits a
    // validated block), so whichever asks first builds the spec for all of them.
    std::shared_ptr<SpecCell> specCell;

    const Entry* entry(const QString& key, const QString& arg = {}) const;
    bool has(const QString& key, const QString& arg = {}) const;
    // Prose whose first line with text (comments aside) is a heading: a section of its own.
    bool opensSection() const;
    // Raw text of the value or the schema default; math is NOT converted (use html()).
    QString text(const QString& key, const QString& arg = {}) const;
    // Text value with $...$ converted to HTML for QTextDocument::setMarkdown.
    QString html(const QString& key, const QString& arg = {}) const;
    double number(const QString& key) const; // literal value or default; 0 if a binding
    int integer(const QString& key) const;
    bool boolean(const QString& key) const;
    QList<double> list(const QString& key, const QString& arg = {}) const;
    QString binding(const QString& key) const;    // "dk" for "dk: @dk", empty if literal
    QStringList args(const QString& key) const;   // e.g. option ids in file order
    QStringList values(const QString& key) const; // every value of a repeatable key, file order
    QString id() const;
    QString kind() const; // with the default applied (e.g. "note" for a callout)
};

struct Section {
    QString title; // the heading as written (may hold $...$ math)
    int level = 1;
    int blockIndex = 0; // index into Lesson::blocks of the prose block holding the heading
};

struct Lesson {
    QString id, title, summary, language;
    int minutes = 0;
    int order = 0; // 0 when only `requires` places it
    QStringList requires;
    QList<SourcePos> requiresPositions; // parallel to requires: where each id is written
    QString filePath;
    SourcePos idPos;     // where the header gives the id
    QList<Block> blocks; // top level, in file order

    QList<Section> sections() const;
    const Block* findById(const QString& id) const; // searches children too
    QStringList parameterNames() const;             // `param` of every control, file order
    const Block* control(const QString& parameter) const;
    // The heading (as written) that ends the prose block right before blocks[blockIndex], with
    // nothing but blank lines or comments after it; empty when there is none.
    QString headingAbove(int blockIndex) const;
};

// A block title says the same as a heading: same words, case and a trailing ':' ignored.
bool sameHeading(const QString& heading, const QString& title);

struct ParseResult {
    std::optional<Lesson> lesson; // set when there is no error
    QList<Diagnostic> diagnostics;
    bool hasErrors() const;
};

// Which checks run beyond those that decide whether a lesson can be shown. SkipWarningSweeps
// skips the formula-domain sweep (warnings only, a tenth of a lesson's parse). CompiledIn, for
// the lessons compiled into the application, also skips every check that only reports (values,
// cross references, prose text, images, caps: three quarters of the parse, a fifth of the start
// before the first paint): tst_course holds each of those lessons to no diagnostic at all under
// All, and tst_lessonerrors compiledInLessonsComeOutAsFullyChecked to the same lesson.
enum class Checks { All, SkipWarningSweeps, CompiledIn };

ParseResult parseLesson(const QByteArray& bytes, const QString& fileName,
                        Checks checks = Checks::All);
// size cap, read, parse
ParseResult loadLessonFile(const QString& path, Checks checks = Checks::All);

} // namespace lessons
