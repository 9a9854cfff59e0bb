#pragma once

#include "app/pagecontext.h"
#include "lessons/lesson.h"

#include <QFrame>

namespace attn::charts {
class ChartPanel;
}

namespace app {

// chart: maps the block's keys to a chart widget's plain configuration (app/charts) and keeps
// it in step with the parameters it reads.
class ChartBlock : public QFrame {
    Q_OBJECT
public:
    ChartBlock(const lessons::Block& block, const PageContext& context, QWidget* parent = nullptr);
    ~ChartBlock() override;

    attn::charts::ChartPanel* panel() const { return panel_; }
    QString chartId() const { return block_.id(); }
    bool isSettled() const; // first data drawn, no background work pending

private:
    void createPanel();
    void parameterChanged(const QString& name);

    lessons::Block block_;
    PageContext context_;
    attn::charts::ChartPanel* panel_ = nullptr;
    QStringList read_; // parameters this chart follows
};

} // namespace app
