// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The registry entries and typed views of the block types that only show text: callout,
// formula, references, next, readout, and the group openers, closers and steps.

#include "lessons/kinds/entries.h"

#include "lessons/math.h"

#include <QCoreApplication>

namespace lessons {

using kinds::K;
using kinds::optionalHtml;
using VT = ValueType;

// ---- callout -------------------------------------------------------------------------------
BlockEntry kinds::calloutEntry() {
    BlockEntry entry{QStringLiteral("callout"),
                     &kinds::blockSpecOf<CalloutSpec>,
                     {K("kind", VT::Enum).choices({"note", "trap", "takeaway", "tip"}).def("note"),
                      K("title", VT::Text), K("text", VT::Text).req()}};
    entry.defaultTitle = [](const QString& kind) {
        if (kind == QLatin1String("trap"))
            return QCoreApplication::translate("lessons::Registry", "Trap");
        if (kind == QLatin1String("takeaway"))
            return QCoreApplication::translate("lessons::Registry", "Takeaway");
        if (kind == QLatin1String("tip"))
            return QCoreApplication::translate("lessons::Registry", "Tip");
        return QCoreApplication::translate("lessons::Registry", "Note");
    };
    return entry;
}

CalloutSpec CalloutSpec::from(const Block& block) {
    static constexpr std::pair<const char*, CalloutKind> names[] = {
        {"note", CalloutKind::Note},
        {"trap", CalloutKind::Trap},
        {"takeaway", CalloutKind::Takeaway},
        {"tip", CalloutKind::Tip}};
    return {kinds::enumOf(block.kind(), names, CalloutKind::Note),
            optionalHtml(block, QStringLiteral("title")), block.html(QStringLiteral("text"))};
}

// ---- formula -------------------------------------------------------------------------------
BlockEntry kinds::formulaEntry() {
    return {QStringLiteral("formula"),
            &kinds::blockSpecOf<FormulaSpec>,
            {K("tex", VT::Math).req(), K("caption", VT::Text)}};
}

FormulaSpec FormulaSpec::from(const Block& block) {
    return {block.text(QStringLiteral("tex")), optionalHtml(block, QStringLiteral("caption"))};
}

// ---- references ----------------------------------------------------------------------------
BlockEntry kinds::referencesEntry() {
    return {QStringLiteral("references"),
            &kinds::blockSpecOf<ReferencesSpec>,
            {K("ref", VT::Text).req().rep()}};
}

ReferencesSpec ReferencesSpec::from(const Block& block) {
    return {block.values(QStringLiteral("ref"))};
}

// ---- next ----------------------------------------------------------------------------------
BlockEntry kinds::nextEntry() {
    return {QStringLiteral("next"),
            &kinds::blockSpecOf<NextSpec>,
            {K("lesson", VT::LessonRef).req(), K("text", VT::Text)}};
}

NextSpec NextSpec::from(const Block& block) {
    return {block.text(QStringLiteral("lesson")), optionalHtml(block, QStringLiteral("text"))};
}

// ---- readout -------------------------------------------------------------------------------
BlockEntry kinds::readoutEntry() {
    return {QStringLiteral("readout"),
            &kinds::blockSpecOf<ReadoutSpec>,
            {K("text", VT::Readout).req()}};
}

ReadoutSpec ReadoutSpec::from(const Block& block) {
    return {block.text(QStringLiteral("text"))};
}

// ---- quickcheck, walkthrough, console, step --------------------------------------------------
QList<BlockEntry> kinds::groupEntries() {
    const BlockRole opener = BlockRole::GroupOpener, closer = BlockRole::GroupCloser;
    return {
        {QStringLiteral("quickcheck"),
         &kinds::blockSpecOf<QuickCheckSpec>,
         {K("id", VT::Id).req(),
          K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Quick check"))},
         {},
         nullptr,
         false,
         opener},
        {QStringLiteral("quickcheck-end"), nullptr, {}, {}, nullptr, false, closer},
        {QStringLiteral("walkthrough"),
         &kinds::blockSpecOf<WalkthroughSpec>,
         {K("id", VT::Id).req(),
          K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Walkthrough"))},
         {},
         nullptr,
         false,
         opener},
        {QStringLiteral("walkthrough-end"), nullptr, {}, {}, nullptr, false, closer},
        {QStringLiteral("console"),
         &kinds::blockSpecOf<ConsoleSpec>,
         {},
         {},
         nullptr,
         false,
         opener},
        {QStringLiteral("console-end"), nullptr, {}, {}, nullptr, false, closer},
        {QStringLiteral("step"), &kinds::blockSpecOf<StepSpec>, {K("title", VT::Text).req()}},
    };
}

QuickCheckSpec QuickCheckSpec::from(const Block& block) {
    return {block.id(), optionalHtml(block, QStringLiteral("title"))};
}

WalkthroughSpec WalkthroughSpec::from(const Block& block) {
    return {block.id(), optionalHtml(block, QStringLiteral("title"))};
}

StepSpec StepSpec::from(const Block& block) {
    return {optionalHtml(block, QStringLiteral("title"))};
}

ConsoleSpec ConsoleSpec::from(const Block&) {
    return {};
}

// ---- prose and code (made by the scanner, not by a registry entry) ----------------------------
ProseSpec ProseSpec::from(const Block& block) {
    return {block.markdown, block.source};
}

CodeSpec CodeSpec::from(const Block& block) {
    return {block.markdown, block.language};
}

} // namespace lessons
