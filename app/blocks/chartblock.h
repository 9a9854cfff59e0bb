// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/blocks/blockwidget.h"
#include "app/charts/chartexport.h"
#include "app/pagecontext.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"

#include <QFrame>

class QPushButton;

#include <functional>
#include <memory>

namespace attn::charts {
class ChartPanel;
}

namespace app {

// What one chart kind adds to the chart block: it builds its panel from its typed spec and keeps
// the panel in step with the parameters it reads. One subclass per kind, registered by the
// kind's spec type in app/blocks/chartkinds.cpp (makeChartKind).
class ChartKind {
public:
    virtual ~ChartKind() = default;
    virtual attn::charts::ChartPanel* panel() const = 0;
    QStringList parametersRead() const { return read_; }
    // Beyond "not busy": the kind's first data has been drawn (or a message replaces it).
    virtual bool hasFirstData() const { return true; }
    virtual void parameterChanged(const QString& name) = 0;
    // The parameters the student edits on the chart itself (dragged bars, arrow tips); empty
    // for a chart that only shows.
    virtual QStringList editedParameters() const { return {}; }
    // How the student knows the thing on the chart that sets `param` ("key 2", "arrow b"), for
    // the Undo menu; empty when the chart does not edit it.
    virtual QString editedName(const QString& param) const {
        Q_UNUSED(param)
        return {};
    }

protected:
    QStringList read_;
};

// The ChartKind of a chart's kind, chosen by the type of its spec: one per alternative of
// lessons::ChartKindSpec, so a kind without one does not compile (app/blocks/chartkinds.cpp).
std::unique_ptr<ChartKind> makeChartKind(const lessons::ChartKindSpec& spec,
                                         const PageContext& context, QWidget* parent);

// chart: the common frame (title, caption, the reset button of a chart the student edits) around
// the panel its kind builds.
class ChartBlock : public QFrame, public BlockWidget, public attn::charts::PictureSource {
    Q_OBJECT
public:
    ChartBlock(const lessons::ChartSpec& spec, const PageContext& context,
               QWidget* parent = nullptr);
    ~ChartBlock() override;
    // `text` with its last word tied to the one before by a no-break space when it is three
    // characters or less ("1.", "√dₖ."), so a caption never ends on a line holding it alone.
    static QString tieShortLastWord(const QString& text);

    attn::charts::ChartPanel* panel() const;
    QString chartId() const { return spec_.id; }
    bool isSettled() const override; // first data drawn, no background work pending
    QString editedName(const QString& param) const;
    // Sets the values the student edits on the chart back to the lesson's, as one undoable edit.
    void resetToLesson();
    QPushButton* resetButton() const { return reset_; } // null for a chart that only shows
    // "Attention Lab · <lesson> · <each control the chart reads = its value>": the caption of
    // the chart's saved picture.
    QString pictureCaption() const override;

private:
    void parameterChanged(const QString& name);
    QVariant lessonValue(const QString& param) const;
    QStringList resetParameters() const;
    void updateReset();

    lessons::ChartSpec spec_;
    std::unique_ptr<ChartKind> kind_;
    PageContext context_;
    QPushButton* reset_ = nullptr;
};

} // namespace app
