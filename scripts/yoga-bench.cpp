// Yoga's side of the engine benchmarks: the same trees `layoutlint-bench` times, built with
// Yoga's C API, printed as the same JSON lines ({"name", "nodes", "medianNs", "minNs", "runs"}).
// Built and run by scripts/compare-yoga.sh against a checkout of facebook/yoga.
//
//   layout.yoga.*      Yoga's YGBenchmark.c trees: build, lay out, free (as YGBenchmark.c times them)
//   layout.flat.N      a row of N children {width 5, height 10, flexGrow 1, flexShrink 1} at 1000 × 1000
//   layout.deepGrow.N  a chain of N flexGrow: 1 nodes ending in a 10 pt high leaf, at 1000 × 1000
//   layout.deepAuto.N  a chain of N unsized nodes alternating column/row ending in a 10 × 10 leaf
//
// For the synthetic shapes one run is one YGNodeCalculateLayout of a freshly built tree (Yoga
// keeps results across calls, so a tree is laid out once); building and freeing are not timed.
// Deep chains run on a thread with a 2 GB stack: Yoga recurses once per level.

#include <yoga/Yoga.h>

#include <pthread.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

YGSize measure(YGNodeConstRef, float width, YGMeasureMode widthMode, float height, YGMeasureMode heightMode) {
  return YGSize{widthMode == YGMeasureModeUndefined ? 10 : width, heightMode == YGMeasureModeUndefined ? 10 : height};
}

YGNodeRef stackWithFlex() {
  YGNodeRef root = YGNodeNew();
  YGNodeStyleSetWidth(root, 100);
  YGNodeStyleSetHeight(root, 100);
  for (int i = 0; i < 10; i++) {
    YGNodeRef child = YGNodeNew();
    YGNodeSetMeasureFunc(child, measure);
    YGNodeStyleSetFlex(child, 1);
    YGNodeInsertChild(root, child, 0);
  }
  return root;
}

YGNodeRef alignStretchUndefinedAxis() {
  YGNodeRef root = YGNodeNew();
  for (int i = 0; i < 10; i++) {
    YGNodeRef child = YGNodeNew();
    YGNodeStyleSetHeight(child, 20);
    YGNodeSetMeasureFunc(child, measure);
    YGNodeInsertChild(root, child, 0);
  }
  return root;
}

YGNodeRef nestedFlex() {
  YGNodeRef root = YGNodeNew();
  for (int i = 0; i < 10; i++) {
    YGNodeRef child = YGNodeNew();
    YGNodeStyleSetFlex(child, 1);
    YGNodeInsertChild(root, child, 0);
    for (int j = 0; j < 10; j++) {
      YGNodeRef grandChild = YGNodeNew();
      YGNodeSetMeasureFunc(grandChild, measure);
      YGNodeStyleSetFlex(grandChild, 1);
      YGNodeInsertChild(child, grandChild, 0);
    }
  }
  return root;
}

YGNodeRef box(bool row) {
  YGNodeRef node = YGNodeNew();
  if (row) YGNodeStyleSetFlexDirection(node, YGFlexDirectionRow);
  YGNodeStyleSetFlexGrow(node, 1);
  YGNodeStyleSetWidth(node, 10);
  YGNodeStyleSetHeight(node, 10);
  return node;
}

YGNodeRef hugeNested() {
  YGNodeRef root = YGNodeNew();
  for (int a = 0; a < 10; a++) {
    YGNodeRef na = box(false);
    YGNodeInsertChild(root, na, 0);
    for (int b = 0; b < 10; b++) {
      YGNodeRef nb = box(true);
      YGNodeInsertChild(na, nb, 0);
      for (int c = 0; c < 10; c++) {
        YGNodeRef nc = box(false);
        YGNodeInsertChild(nb, nc, 0);
        for (int d = 0; d < 10; d++) YGNodeInsertChild(nc, box(true), 0);
      }
    }
  }
  return root;
}

YGNodeRef flat(int count) {
  YGNodeRef root = YGNodeNew();
  YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
  for (int i = 0; i < count; i++) {
    YGNodeRef child = YGNodeNew();
    YGNodeStyleSetWidth(child, 5);
    YGNodeStyleSetHeight(child, 10);
    YGNodeStyleSetFlexGrow(child, 1);
    YGNodeStyleSetFlexShrink(child, 1);
    YGNodeInsertChild(root, child, static_cast<size_t>(i));
  }
  return root;
}

YGNodeRef deepGrow(int depth) {
  YGNodeRef root = YGNodeNew();
  YGNodeStyleSetFlexGrow(root, 1);
  YGNodeRef parent = root;
  for (int level = 1; level < depth; level++) {
    YGNodeRef node = YGNodeNew();
    YGNodeStyleSetFlexGrow(node, 1);
    YGNodeInsertChild(parent, node, 0);
    parent = node;
  }
  YGNodeRef leaf = YGNodeNew();
  YGNodeStyleSetHeight(leaf, 10);
  YGNodeInsertChild(parent, leaf, 0);
  return root;
}

YGNodeRef deepAuto(int depth) {
  YGNodeRef root = YGNodeNew();
  YGNodeRef parent = root;
  for (int level = 1; level < depth; level++) {
    YGNodeRef node = YGNodeNew();
    YGNodeStyleSetFlexDirection(node, level % 2 == 0 ? YGFlexDirectionColumn : YGFlexDirectionRow);
    YGNodeInsertChild(parent, node, 0);
    parent = node;
  }
  YGNodeRef leaf = YGNodeNew();
  YGNodeStyleSetWidth(leaf, 10);
  YGNodeStyleSetHeight(leaf, 10);
  YGNodeInsertChild(parent, leaf, 0);
  return root;
}

// Frees a tree without recursion (a 100,000-level chain would overflow YGNodeFreeRecursive's stack).
void freeTree(YGNodeRef root) {
  std::vector<YGNodeRef> nodes{root};
  for (size_t i = 0; i < nodes.size(); i++) {
    for (size_t c = 0; c < YGNodeGetChildCount(nodes[i]); c++) nodes.push_back(YGNodeGetChild(nodes[i], c));
  }
  for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
    YGNodeRemoveAllChildren(*it);
    YGNodeFree(*it);
  }
}

void report(const std::string& name, int nodes, std::vector<long long>& times) {
  std::sort(times.begin(), times.end());
  std::printf(
      "{\"name\": \"%s\", \"nodes\": %d, \"medianNs\": %lld, \"minNs\": %lld, \"maxNs\": %lld, \"runs\": %zu}\n", name.c_str(), nodes,
      times[times.size() / 2], times.front(), times.back(), times.size());
  std::fflush(stdout);
}

long long now() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int count(YGNodeRef root) {
  int total = 0;
  std::vector<YGNodeRef> stack{root};
  while (!stack.empty()) {
    YGNodeRef node = stack.back();
    stack.pop_back();
    total++;
    for (size_t c = 0; c < YGNodeGetChildCount(node); c++) stack.push_back(YGNodeGetChild(node, c));
  }
  return total;
}

struct Options {
  const char* filter = nullptr;
  int runs = 0;
};

bool selected(const Options& options, const std::string& name) {
  return options.filter == nullptr || name.find(options.filter) != std::string::npos;
}

void legacy(const Options& options, const std::string& name, int defaultRuns, std::function<YGNodeRef()> build) {
  if (!selected(options, name)) return;
  int runs = options.runs > 0 ? options.runs : defaultRuns;
  YGNodeRef sample = build();
  int nodes = count(sample);
  freeTree(sample);
  std::vector<long long> times;
  for (int i = 0; i < runs; i++) {
    long long start = now();
    YGNodeRef root = build();
    YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
    YGNodeFreeRecursive(root);
    times.push_back(now() - start);
  }
  report(name, nodes, times);
}

void shape(const Options& options, const std::string& name, int defaultRuns, float available, std::function<YGNodeRef()> build) {
  if (!selected(options, name)) return;
  int runs = options.runs > 0 ? options.runs : defaultRuns;
  std::vector<long long> times;
  int nodes = 0;
  for (int i = 0; i < runs; i++) {
    YGNodeRef root = build();
    nodes = count(root);
    long long start = now();
    YGNodeCalculateLayout(root, available, available, YGDirectionLTR);
    times.push_back(now() - start);
    freeTree(root);
  }
  report(name, nodes, times);
}

void* runAll(void* argument) {
  const Options& options = *static_cast<Options*>(argument);
  legacy(options, "layout.yoga.stackWithFlex", 1000, stackWithFlex);
  legacy(options, "layout.yoga.alignStretchUndefinedAxis", 1000, alignStretchUndefinedAxis);
  legacy(options, "layout.yoga.nestedFlex", 1000, nestedFlex);
  legacy(options, "layout.yoga.hugeNested", 200, hugeNested);
  const float undefined = YGUndefined;
  shape(options, "layout.flat.100", 100, 1000, [] { return flat(100); });
  shape(options, "layout.flat.10k", 100, 1000, [] { return flat(10000); });
  shape(options, "layout.flat.100k", 10, 1000, [] { return flat(100000); });
  shape(options, "layout.deepGrow.100", 100, 1000, [] { return deepGrow(100); });
  shape(options, "layout.deepGrow.10k", 100, 1000, [] { return deepGrow(10000); });
  shape(options, "layout.deepGrow.100k", 10, 1000, [] { return deepGrow(100000); });
  shape(options, "layout.deepAuto.100", 100, undefined, [] { return deepAuto(100); });
  shape(options, "layout.deepAuto.10k", 100, undefined, [] { return deepAuto(10000); });
  shape(options, "layout.deepAuto.100k", 10, undefined, [] { return deepAuto(100000); });
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--filter") == 0) options.filter = argv[i + 1];
    if (std::strcmp(argv[i], "--runs") == 0) options.runs = std::atoi(argv[i + 1]);
  }
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, size_t(2) << 30);
  pthread_t thread;
  if (pthread_create(&thread, &attributes, runAll, &options) != 0) return 1;
  pthread_join(thread, nullptr);
  return 0;
}
