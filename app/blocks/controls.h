// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/pagecontext.h"
#include "lessons/blockspecs.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace app {

class SweepButton;

// The numbers under a `values` slider's stops (sp22: the d_k fader's eleven ticks had none).
// Every stop's number in one row where they all fit; else alternating between two rows (even
// stops above, odd below). Were even two rows too tight (a very narrow column, a large zoom): both
// ends always, the middle, then the others where they fit without touching a neighbour. Drawn in
// the secondary text colour.
class StopScale : public QWidget {
    Q_OBJECT
public:
    StopScale(QSlider* slider, QStringList texts, QWidget* parent = nullptr);
    // Text i stands under the slider's position positions[i] instead of position i: a free
    // slider's scale has its two ends only (sp37 #7: lesson 3's score sliders showed no range).
    void placeAt(QList<int> positions);
    struct Shown {
        int stop = 0;
        QString text;
        QRectF rect; // in this widget
        int row = 0; // 0: the row under the ticks; 1: the one under it
    };
    QList<Shown> shown() const;
    // Every stop's number, shown or not.
    const QStringList& texts() const { return texts_; }
    int rows() const { return rows_; }
    // Where stop i's tick is drawn, in this widget's x.
    double tickX(int stop) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QList<Shown> layOut(int rows) const;
    int rowsNeeded() const;
    void fitRows();

    QSlider* slider_;
    QStringList texts_;
    QList<int> positions_; // the slider position of each text; empty: text i at position i
    int rows_ = 1;
};

// slider: a slider for quick travel and a spin box for exact values, writing one parameter.
// Honours `values` (only those stops), `log` (logarithmic travel) and `step`; with `play`, a
// Play button sweeps it.
class SliderControl : public QWidget {
    Q_OBJECT
public:
    SliderControl(const lessons::SliderSpec& spec, const PageContext& context,
                  QWidget* parent = nullptr);
    QSlider* slider() const { return slider_; }
    QDoubleSpinBox* spinBox() const { return spin_; }
    SweepButton* sweepButton() const { return sweep_; } // null without `play`
    // The stops' numbers; a free slider (min, max, step) has its two ends' numbers.
    StopScale* stopScale() const { return scale_; }
    QString param() const { return param_; }
    double value() const { return value_; }
    void setValue(double value); // snapped to an allowed stop
    double minimum() const { return min_; }
    double maximum() const { return max_; }
    double stepSize() const;   // 0 with `values` or `log`
    QString valueText() const; // as the spin box shows it, with the unit: "4 dims"
    // The score of a key that a chart of the lesson masks with a toggle (`scoreN: @this` and
    // `maskN: @toggle`): while the toggle is on the score is ignored, so the slider and its spin
    // box are disabled and say why (tooltip, accessible description, a note under them).
    bool isMasked() const { return masked_; }
    QString maskedNote() const; // empty while not masked
    // Said (a line at the end of the label's row, the box's tooltip and accessible description)
    // when a typed value was moved to the nearest stop; empty once the value changes again.
    QString fittedNote() const;
    QLabel* fittedLine() const { return fittedLine_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void findMask(const QList<lessons::Block>& blocks);
    void followMask();
    QString noteText() const; // what the note says while masked

    int positionFor(double value) const;
    double valueAt(int position) const;
    double snap(double value) const;
    void apply(double value);
    void sayFitted();
    // A line over the label's end, also the spin box's description, until the value changes.
    // `shortNote`, when given, is the line's text and `note` the tooltip and description.
    void say(const QString& note, const QString& shortNote = {});
    void placeFittedLine();

    PageContext context_;
    QString param_;
    QString unitText_;    // plain text, empty without a unit
    QList<double> stops_; // `values`, or empty
    double min_ = 0.0;
    double max_ = 1.0;
    double step_ = 1.0;
    bool log_ = false;
    int positions_ = 1;
    double value_ = 0.0;
    bool updating_ = false;
    QSlider* slider_ = nullptr;
    QDoubleSpinBox* spin_ = nullptr;
    SweepButton* sweep_ = nullptr;
    StopScale* scale_ = nullptr;
    QString maskParam_; // the toggle that masks this score; empty: none
    int maskedKey_ = 0; // 1-based key number in the chart
    bool masked_ = false;
    QString description_;        // the slider's accessible description while live
    QLabel* maskNote_ = nullptr; // shown while masked; its room kept while not
    QString fittedNote_;
    QWidget* label_ = nullptr;
    // Over the label's row, in no layout: shown, it moves nothing. A tooltip under the box went
    // at the focus change that fitted the value (Tab or a click away, sp21).
    QLabel* fittedLine_ = nullptr;
};

// toggle: an on/off parameter.
class ToggleControl : public QWidget {
    Q_OBJECT
public:
    ToggleControl(const lessons::ToggleSpec& spec, const PageContext& context,
                  QWidget* parent = nullptr);
    QCheckBox* checkBox() const { return check_; }

private:
    QCheckBox* check_ = nullptr;
};

// choice: one of several named options; the parameter holds the option id.
class ChoiceControl : public QWidget {
    Q_OBJECT
public:
    ChoiceControl(const lessons::ChoiceSpec& spec, const PageContext& context,
                  QWidget* parent = nullptr);
    QComboBox* comboBox() const { return combo_; }

private:
    QComboBox* combo_ = nullptr;
};

} // namespace app
