// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/tableblock.h"

#include "app/blocks/readonlytable.h"

#include "app/charts/chartpanel.h"
#include "app/charts/keyname.h"
#include "app/coreerrors.h"
#include "app/richtext.h"
#include "app/scorebinding.h"
#include "core/logittext.h"
#include "core/numbertext.h"
#include "core/scale.h"
#include "lessons/displaytext.h"
#include "lessons/expression.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/parameters.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace app {

namespace {

// A logit column's decimals: the fewest that write every value of the column exactly (the text's
// "0, 4 and 2" read "0.000, 4.000, 2.000" in the table: sp17), at most 3; the column shares them,
// so its numbers line up at the point.
int columnDecimals(const Eigen::VectorXd& values) {
    constexpr int kMaxLogitDecimals = 3;
    int decimals = 0;
    for (double value : values)
        decimals = std::max(decimals, attn::decimalsOf(value, kMaxLogitDecimals));
    return decimals;
}

// Computed logits by core's one rule (attn::logitDecimals): whole, or two decimals wherever
// they are shown ("0.0" here, "0.400" in Track 7's table and "−5.00" in another: sp37 #3).
int scaledLogitDecimals(const Eigen::VectorXd& values) {
    return attn::logitDecimals(std::vector<double>(values.begin(), values.end()));
}

QTableWidgetItem* numberItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

SoftmaxTableBlock::SoftmaxTableBlock(const lessons::TableSpec& spec, const PageContext& context,
                                     QWidget* parent)
    : QFrame(parent), scores_(spec.scores), keyNames_(spec.keyNames), context_(context) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    if (!spec.titleHtml.isEmpty()) {
        auto* title = new MarkdownLabel(QStringLiteral("**%1**").arg(spec.titleHtml), this);
        layout->addWidget(title);
    }
    table_ = new QTableWidget(0, 4, this);
    table_->verticalHeader()->setVisible(false);
    // Columns as wide as their numbers and headings, the table as wide as its columns: stretched
    // over the column, four short numbers stood a hand apart with the caption far to the left
    // (a student pass, D7). Only a table truly wider than the text column scrolls. Sized in
    // refresh(), not by the header's own delayed passes: each cost the page a relayout.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table_->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    makeReadOnlyTable(table_);
    // A table that never scales (no `scale`, no temperature, neither bound to a control) showed a
    // "Scaled logit" column equal to the raw one, unexplained (lesson 4's first table, a student
    // pass): it is left out.
    const lessons::ScoreSpec& setup = spec.scores;
    const bool neverScaled = !setup.scale.isBound() &&
                             setup.scale.literal == attn::ScaleRule::None &&
                             !setup.temperature.isBound() && setup.temperature.literal == 1.0;
    // With nothing scaled there is no other kind of logit: "Raw" would promise a scaled one.
    headerLabels_ = {tr("Key"), // the word the charts and the lessons use, numbered or named
                     neverScaled ? tr("Logit") : tr("Raw logit"), tr("Scaled logit"),
                     tr("Softmax %")};
    table_->setHorizontalHeaderLabels(headerLabels_);
    table_->setColumnHidden(2, neverScaled);
    // The columns by their headings' words ("position" named a column headed "Key").
    table_->setAccessibleName(neverScaled ? tr("Softmax table: key, logit, softmax weight")
                                          : tr("Softmax table: key, raw logit, scaled logit, "
                                               "softmax weight"));
    layout->addWidget(table_, 0, Qt::AlignLeft); // the caption below starts where it starts
    error_ = new QLabel(this);
    error_->setWordWrap(true);
    error_->setVisible(false);
    layout->addWidget(error_);
    if (!spec.captionHtml.isEmpty())
        layout->addWidget(new MarkdownLabel(spec.captionHtml, this));
    setAccessibleName(table_->accessibleName());

    if (context_.params) {
        const QStringList read = resolveScoreKeys(scores_, context_.params).parametersRead;
        connect(context_.params, &lessons::ParameterSet::changed, this,
                [this, read](const QString& name) {
                    if (read.contains(name))
                        refresh();
                });
    }
    fitColumnForms();
    refresh();
}

void SoftmaxTableBlock::fitColumnForms() {
    // One form per column at every setting of the controls the table follows: its decimals
    // were the current values' own, so lesson 2's table read "0, 2, 1" at d_k = 4 and "0.0, 1.0,
    // 0.5" at d_k = 16 (sp23). Every combination of their values is worked out once (a few
    // hundred softmaxes of a handful of keys); a lesson whose controls have more combinations
    // than that keeps the other controls at their present values while one is swept.
    if (!context_.params || !context_.lesson)
        return;
    constexpr qsizetype kMaxStates = 5000;
    lessons::ParameterSet state;
    for (const QString& name : context_.params->names())
        state.define(name, context_.params->value(name));
    QList<QPair<QString, QList<QVariant>>> axes;
    qsizetype states = 1;
    for (const QString& name : resolveScoreKeys(scores_, context_.params).parametersRead) {
        QList<QVariant> values = lessons::reachableValues(context_.lesson->blocks, name);
        if (values.isEmpty())
            continue;
        if (states * values.size() > kMaxStates)
            continue;
        states *= values.size();
        axes.append({name, std::move(values)});
    }
    QList<qsizetype> at(axes.size(), 0);
    for (qsizetype visited = 0; visited < states; ++visited) {
        qsizetype rest = visited;
        for (qsizetype a = 0; a < axes.size(); ++a) {
            const QList<QVariant>& values = axes.at(a).second;
            state.setValue(axes.at(a).first, values.at(rest % values.size()));
            rest /= values.size();
        }
        const ScoreBinding binding = resolveScoreKeys(scores_, &state);
        const attn::Result<attn::ScoredLogits> result =
            attn::scoreLogits(binding.scores, binding.setup);
        if (!result)
            continue;
        rawDecimals_ = std::max(rawDecimals_, columnDecimals(result.value().raw));
        scaledDecimals_ = std::max(scaledDecimals_, scaledLogitDecimals(result.value().scaled));
    }
}

void SoftmaxTableBlock::refresh() {
    const ScoreBinding binding = resolveScoreKeys(scores_, context_.params);
    const attn::Result<attn::ScoredLogits> result =
        attn::scoreLogits(binding.scores, binding.setup);
    if (!result) {
        // Keep the last good numbers on screen and say why they did not change.
        error_->setText(tr("Cannot compute this table: %1").arg(coreErrorText(result.error())));
        error_->setVisible(true);
        return;
    }
    error_->setVisible(false);
    const attn::ScoredLogits& scored = result.value();
    const QLocale locale;
    table_->setRowCount(int(scored.raw.size()));
    QStringList description;
    QList<double> pcts;
    for (int i = 0; i < scored.weights.size(); ++i)
        pcts.append(100.0 * scored.weights(i));
    // The column shares its decimals, by the rule every chart's bar labels use too, so a weight
    // reads the same in both.
    const QStringList pctTexts = attn::charts::formatPercentSet(pcts);
    const int rawDecimals = std::max(rawDecimals_, columnDecimals(scored.raw));
    const int scaledDecimals = std::max(scaledDecimals_, scaledLogitDecimals(scored.scaled));
    for (int i = 0; i < scored.raw.size(); ++i) {
        const QString pct = pctTexts.value(i);
        // 𝑘₁ as the charts name the key; a screen reader hears "key 1" (the description).
        const bool named = i < keyNames_.size();
        const QString key = named ? keyNames_.at(i) : attn::charts::keyName(i);
        QTableWidgetItem* keyItem = numberItem(key);
        keyItem->setData(Qt::AccessibleTextRole, attn::charts::spokenText(key));
        keyItem->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        table_->setItem(i, 0, keyItem);
        table_->setItem(i, 1, numberItem(lessons::formatFixed(scored.raw(i), rawDecimals, locale)));
        table_->setItem(i, 2,
                        numberItem(lessons::formatFixed(scored.scaled(i), scaledDecimals, locale)));
        table_->setItem(i, 3, numberItem(pct));
        // "key the: 14.5%" for a key the author named "the", "key 1: 9.0%" for 𝑘₁.
        description.append(
            tr("key %1: %2")
                .arg(named ? attn::charts::spokenText(key) : QString::number(i + 1), pct));
    }
    table_->setAccessibleDescription(description.join(QStringLiteral(", ")));
    // Now, not on the header's delayed pass: the page settles with the table at its width.
    table_->resizeColumnsToContents();
    table_->updateGeometry();
    fitHeight();
}

void SoftmaxTableBlock::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    fitHeaderLabels();
}

void SoftmaxTableBlock::fitHeaderLabels() {
    const QHeaderView* header = table_->horizontalHeader();
    const QFontMetrics metrics(header->font());
    // The section's padding and sort-indicator room, as the style draws a header.
    const int padding = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    // Headings break only when the table on one-line headings would be wider than the block.
    int oneLineWidth = 2 * table_->frameWidth();
    for (int column = 0; column < headerLabels_.size(); ++column) {
        if (table_->isColumnHidden(column))
            continue;
        // A section is as wide as its cells or its heading as shown, whichever is wider.
        oneLineWidth += std::max(metrics.horizontalAdvance(headerLabels_.at(column)) + padding,
                                 header->sectionSize(column));
    }
    // Until it is shown the block has a placeholder width: breaking the headings for it, then
    // joining them again, cost the page extra layout passes to settle.
    const bool fits = !isVisible() || oneLineWidth <= width();
    for (int column = 0; column < headerLabels_.size(); ++column) {
        const QString& line = headerLabels_.at(column);
        const QString shown =
            fits ? line : QString(line).replace(QLatin1Char(' '), QLatin1Char('\n'));
        QTableWidgetItem* item = table_->horizontalHeaderItem(column);
        if (item && item->text() != shown) {
            item->setText(shown);
            table_->resizeColumnToContents(column);
        }
    }
    fitHeight(); // the scroll bar comes and goes with the width too
}

void SoftmaxTableBlock::fitHeight() {
    // The header's hint follows a heading broken onto two lines at once; its height() is a
    // placeholder until the first layout and left a blank strip under the last row.
    int height = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int row = 0; row < table_->rowCount(); ++row)
        height += table_->rowHeight(row);
    const int contentWidth = table_->horizontalHeader()->length() + 2 * table_->frameWidth();
    if (width() > 0 && contentWidth > width()) // the scroll bar takes a strip under the rows
        height += table_->horizontalScrollBar()->sizeHint().height();
    table_->setFixedHeight(height);
}

ReadoutBlock::ReadoutBlock(const lessons::ReadoutSpec& spec, const PageContext& context,
                           QWidget* parent)
    : QFrame(parent), template_(spec.text), context_(context) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    label_ = new MarkdownLabel(QString(), this);
    layout->addWidget(label_);
    if (context_.lesson)
        sliderDecimals_ = lessons::sliderDecimalsByParameter(*context_.lesson);
    // A drag sets a parameter many times a second: a readout that does not read it need not
    // evaluate its formulas and lay its text out again each time.
    compiled_ = std::make_unique<lessons::CompiledReadout>(template_);
    if (context_.params)
        connect(context_.params, &lessons::ParameterSet::changed, this,
                &ReadoutBlock::parameterChanged);
    refresh();
}

void ReadoutBlock::parameterChanged(const QString& name) {
    if (!compiled_->readsKnown() || compiled_->reads().contains(name))
        refresh();
}

QString ReadoutBlock::text() const {
    return label_->accessibleName();
}

void ReadoutBlock::refresh() {
    const QHash<QString, double> values =
        context_.params ? context_.params->numericValues() : QHash<QString, double>();
    const lessons::Result<QString> readout = compiled_->format(values, locale(), sliderDecimals_);
    const QString filled = readout.value();
    // The same numbers (a drag within one step of the readout's decimals) keep the text laid out.
    if (filled_ && filled == *filled_)
        return;
    filled_ = filled;
    label_->setMarkdown(lessons::markdownWithMath(filled));
    setAccessibleName(tr("Readout: %1").arg(label_->accessibleName()));
    if (!readout.diagnostics().isEmpty())
        label_->setToolTip(readout.diagnostics().first().text());
}

} // namespace app
