// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/schema.h"

#include "lessons/blockspecs.h"
#include "lessons/completion.h"
#include "lessons/kinds/entries.h"
#include "lessons/lesson.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>

namespace lessons {
namespace {

QList<BlockEntry> buildEntries() {
    using namespace kinds;
    // In this order: messages that list the block types follow it.
    QList<BlockEntry> specs = {calloutEntry(), formulaEntry(), referencesEntry(), nextEntry(),
                               sliderEntry(),  toggleEntry(),  choiceEntry(),     chartEntry(),
                               tableEntry(),   readoutEntry(), labEntry(),        questionEntry(),
                               explainEntry()};
    specs.append(groupEntries());
    return specs;
}

} // namespace

const QList<BlockEntry>& blockSpecs() {
    static const QList<BlockEntry> specs = buildEntries(); // immutable after first use
    return specs;
}

const BlockEntry* findBlockSpec(const QString& type) {
    for (const BlockEntry& spec : blockSpecs()) {
        if (spec.type == type)
            return &spec;
    }
    return nullptr;
}

QStringList blockTypeNames() {
    QStringList names;
    for (const BlockEntry& spec : blockSpecs())
        names.append(spec.type);
    return names;
}

const QList<ChartKindEntry>& chartKindSpecs() {
    static const QList<ChartKindEntry> kinds = kinds::chartKindEntries(); // immutable
    return kinds;
}

const ChartKindEntry* findChartKind(const QString& kind) {
    for (const ChartKindEntry& entry : chartKindSpecs()) {
        if (entry.kind == kind)
            return &entry;
    }
    return nullptr;
}

QStringList chartKinds() {
    QStringList kinds;
    for (const ChartKindEntry& entry : chartKindSpecs())
        kinds.append(entry.kind);
    return kinds;
}

QList<KeySpec> keysFor(const QString& type, const QString& kind) {
    const BlockEntry* spec = findBlockSpec(type);
    if (!spec)
        return {};
    if (type != QLatin1String("chart"))
        return spec->keys; // implicitly shared, no copy
    // Built once: the accessors of every chart block ask for these on each call.
    static const QHash<QString, QList<KeySpec>> byKind = [spec] {
        QHash<QString, QList<KeySpec>> table;
        table.insert(QString(), spec->keys);
        for (const QString& k : chartKinds())
            table.insert(k, spec->keys + findChartKind(k)->keys);
        return table;
    }();
    return byKind.value(kind, spec->keys);
}

const KeySpec* findKey(const QList<KeySpec>& keys, const QString& key, bool hasArg) {
    for (const KeySpec& k : keys) {
        if (k.key == key && k.hasArg == hasArg)
            return &k;
    }
    return nullptr;
}

QString defaultTitle(const QString& type, const QString& kind) {
    const BlockEntry* spec = findBlockSpec(type);
    return spec && spec->defaultTitle ? spec->defaultTitle(kind) : QString();
}

struct SpecCell {
    std::once_flag built;
    BlockSpec spec;
    std::atomic<bool> ready{false}; // spec is built (specBuilt)
};

namespace {

BlockSpec makeSpec(const Block& block) {
    // Prose and code have no registry entry: the scanner makes them from what is no typed block.
    switch (blockType(block)) {
    case BlockType::Prose:
        return ProseSpec::from(block);
    case BlockType::Code:
        return CodeSpec::from(block);
    default:
        if (const BlockEntry* entry = findBlockSpec(block.type); entry && entry->makeSpec)
            return entry->makeSpec(block);
        return {};
    }
}

} // namespace

void buildSpecs(QList<Block>& blocks) {
    // Only the cells: building every spec here (its Markdown to HTML above all) doubled the parse
    // of the built-in lessons at start, most of which are never opened (issue 21).
    for (Block& block : blocks) {
        buildSpecs(block.children);
        if (!block.specCell)
            giveSpec(block);
    }
}

void giveSpec(Block& block) {
    block.specCell = std::make_shared<SpecCell>();
}

const BlockSpec& Block::spec() const {
    static const BlockSpec notValidated;
    if (!specCell)
        return notValidated;
    // call_once: the record's export reads its copy of the course on a worker thread while the
    // window reads its own, and the copies of a block share its cell.
    std::call_once(specCell->built, [this] {
        specCell->spec = makeSpec(*this);
        specCell->ready.store(true);
    });
    return specCell->spec;
}

bool specBuilt(const Block& block) {
    return block.specCell && block.specCell->ready.load();
}

BlockType blockType(const Block& block) {
    static const QHash<QString, BlockType> byName = {
        {QStringLiteral("prose"), BlockType::Prose},
        {QStringLiteral("code"), BlockType::Code},
        {QStringLiteral("callout"), BlockType::Callout},
        {QStringLiteral("formula"), BlockType::Formula},
        {QStringLiteral("references"), BlockType::References},
        {QStringLiteral("next"), BlockType::Next},
        {QStringLiteral("slider"), BlockType::Slider},
        {QStringLiteral("toggle"), BlockType::Toggle},
        {QStringLiteral("choice"), BlockType::Choice},
        {QStringLiteral("chart"), BlockType::Chart},
        {QStringLiteral("table"), BlockType::Table},
        {QStringLiteral("readout"), BlockType::Readout},
        {QStringLiteral("lab"), BlockType::Lab},
        {QStringLiteral("question"), BlockType::Question},
        {QStringLiteral("explain"), BlockType::Explain},
        {QStringLiteral("quickcheck"), BlockType::QuickCheck},
        {QStringLiteral("quickcheck-end"), BlockType::QuickCheckEnd},
        {QStringLiteral("walkthrough"), BlockType::Walkthrough},
        {QStringLiteral("walkthrough-end"), BlockType::WalkthroughEnd},
        {QStringLiteral("step"), BlockType::Step},
        {QStringLiteral("console"), BlockType::Console},
        {QStringLiteral("console-end"), BlockType::ConsoleEnd},
    };
    return byName.value(block.type, BlockType::Unknown);
}

namespace {
bool hasRole(const QString& type, BlockRole role) {
    const BlockEntry* spec = findBlockSpec(type);
    return spec && spec->role == role;
}
} // namespace

bool isControlType(const QString& type) {
    return hasRole(type, BlockRole::Control);
}
bool isGroupOpener(const QString& type) {
    return hasRole(type, BlockRole::GroupOpener);
}
bool isGroupCloser(const QString& type) {
    return hasRole(type, BlockRole::GroupCloser);
}

int editDistance(const QString& a, const QString& b) {
    // Optimal string alignment distance: a swap of two neighbours ("txet") counts as one edit.
    // Inputs are short words (block types, keys); cap the work for hostile input anyway.
    if (a.size() > 64 || b.size() > 64)
        return int(std::max(a.size(), b.size()));
    const qsizetype n = a.size(), m = b.size();
    QList<QList<int>> d(n + 1, QList<int>(m + 1, 0));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

QString closestMatch(const QString& word, const QStringList& candidates) {
    const int allowed = word.size() <= 4 ? 1 : 2;
    QString best;
    int bestDistance = allowed + 1;
    for (const QString& c : candidates) {
        const int d = editDistance(word, c);
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace lessons
