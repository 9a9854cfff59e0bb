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
BlockSpec kinds::calloutEntry() {
    BlockSpec spec{QStringLiteral("callout"),
                   {K("kind", VT::Enum).choices({"note", "trap", "takeaway", "tip"}).def("note"),
                    K("title", VT::Text), K("text", VT::Text).req()}};
    spec.defaultTitle = [](const QString& kind) {
        if (kind == QLatin1String("trap"))
            return QCoreApplication::translate("lessons::Registry", "Trap");
        if (kind == QLatin1String("takeaway"))
            return QCoreApplication::translate("lessons::Registry", "Takeaway");
        if (kind == QLatin1String("tip"))
            return QCoreApplication::translate("lessons::Registry", "Tip");
        return QCoreApplication::translate("lessons::Registry", "Note");
    };
    return spec;
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
BlockSpec kinds::formulaEntry() {
    return {QStringLiteral("formula"), {K("tex", VT::Math).req(), K("caption", VT::Text)}};
}

FormulaSpec FormulaSpec::from(const Block& block) {
    return {block.text(QStringLiteral("tex")), optionalHtml(block, QStringLiteral("caption"))};
}

// ---- references ----------------------------------------------------------------------------
BlockSpec kinds::referencesEntry() {
    return {QStringLiteral("references"), {K("ref", VT::Text).req().rep()}};
}

ReferencesSpec ReferencesSpec::from(const Block& block) {
    return {block.values(QStringLiteral("ref"))};
}

// ---- next ----------------------------------------------------------------------------------
BlockSpec kinds::nextEntry() {
    return {QStringLiteral("next"), {K("lesson", VT::LessonRef).req(), K("text", VT::Text)}};
}

NextSpec NextSpec::from(const Block& block) {
    return {block.text(QStringLiteral("lesson")), optionalHtml(block, QStringLiteral("text"))};
}

// ---- readout -------------------------------------------------------------------------------
BlockSpec kinds::readoutEntry() {
    return {QStringLiteral("readout"), {K("text", VT::Readout).req()}};
}

ReadoutSpec ReadoutSpec::from(const Block& block) {
    return {block.text(QStringLiteral("text"))};
}

// ---- quickcheck, walkthrough, console, step --------------------------------------------------
QList<BlockSpec> kinds::groupEntries() {
    const BlockRole opener = BlockRole::GroupOpener, closer = BlockRole::GroupCloser;
    return {
        {QStringLiteral("quickcheck"),
         {K("id", VT::Id).req(),
          K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Quick check"))},
         {},
         nullptr,
         false,
         opener},
        {QStringLiteral("quickcheck-end"), {}, {}, nullptr, false, closer},
        {QStringLiteral("walkthrough"),
         {K("id", VT::Id).req(),
          K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Walkthrough"))},
         {},
         nullptr,
         false,
         opener},
        {QStringLiteral("walkthrough-end"), {}, {}, nullptr, false, closer},
        {QStringLiteral("console"), {}, {}, nullptr, false, opener},
        {QStringLiteral("console-end"), {}, {}, nullptr, false, closer},
        {QStringLiteral("step"), {K("title", VT::Text).req()}},
    };
}

GroupSpec GroupSpec::from(const Block& block) {
    return {optionalHtml(block, QStringLiteral("title"))};
}

} // namespace lessons
