// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/pagecontext.h"
#include "lessons/blockspecs.h"
#include "lessons/expression.h"

#include <QFrame>
#include <QHash>

#include <memory>
#include <optional>

class QLabel;
class QTableWidget;

namespace app {

// table (kind softmax): position, raw logit, scaled logit and softmax weight of every key,
// recomputed by the core whenever a parameter it reads changes.
class SoftmaxTableBlock : public QFrame {
    Q_OBJECT
public:
    SoftmaxTableBlock(const lessons::TableSpec& spec, const PageContext& context,
                      QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    void refresh();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();
    // The decimals each logit column needs at every setting of the controls it follows.
    void fitColumnForms();
    // A heading wider than its column breaks at its spaces ("Skaliertes / Logit"): with the
    // columns stretched to share a narrow table, the German one was cut on both sides.
    void fitHeaderLabels();

    QStringList headerLabels_; // on one line each
    lessons::ScoreSpec scores_;
    QStringList keyNames_; // row names; empty: rows are numbered
    PageContext context_;
    QTableWidget* table_ = nullptr;
    QLabel* error_ = nullptr;
    int rawDecimals_ = 0;    // the least the raw logit column writes (fitColumnForms)
    int scaledDecimals_ = 0; // the same for the scaled logits
};

// readout: a line of text with live numbers ({expr} and {expr|D}).
class ReadoutBlock : public QFrame {
    Q_OBJECT
public:
    ReadoutBlock(const lessons::ReadoutSpec& spec, const PageContext& context,
                 QWidget* parent = nullptr);
    QString text() const;
    void refresh();

private:
    void parameterChanged(const QString& name);

    QString template_;
    PageContext context_;
    class MarkdownLabel* label_ = nullptr;
    std::unique_ptr<lessons::CompiledReadout> compiled_;
    QHash<QString, int> sliderDecimals_;
    std::optional<QString> filled_; // the text last shown
};

} // namespace app
